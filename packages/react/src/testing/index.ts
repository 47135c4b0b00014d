// @kalima/react/testing — helpers for tests and stories of apps built on @kalima/react:
// a provider with memory storage and silent ports, a fake backend and sample words.
// Not part of the main entry, so an app never ships them.

export { createSilentSound } from '../ports/sound'
export { createSilentSpeech } from '../ports/speech'
export { createFakeBackend, type FakeBackendOptions } from './fakeBackend'
export { LONG_WORD, SAMPLE_WORDS } from './fixtures'
export { KalimaTestProvider, type KalimaTestProviderProps } from './KalimaTestProvider'
