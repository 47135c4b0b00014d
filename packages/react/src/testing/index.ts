// @kalima/react/testing — helpers for tests and stories of apps built on @kalima/react:
// a provider with memory storage and silent ports, a fake backend, sample words, and the
// pseudo-locale (every interface text accented, longer and marked ⟦…⟧, to find texts that do
// not come from the dictionaries or do not fit).
// Not part of the main entry, so an app never ships them.

export {
  isPseudoLocale,
  PSEUDO_CLOSE,
  PSEUDO_OPEN,
  pseudoLocalize,
  setPseudoLocale,
} from '../i18n'
export { createSilentSound } from '../ports/sound'
export { createSilentSpeech } from '../ports/speech'
export { createFakeBackend, type FakeBackendOptions } from './fakeBackend'
export { LONG_WORD, SAMPLE_WORDS } from './fixtures'
export { KalimaTestProvider, type KalimaTestProviderProps } from './KalimaTestProvider'
