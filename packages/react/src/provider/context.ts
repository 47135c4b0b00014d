import type {
  Backend,
  Clock,
  createAuthStore,
  createLanguageStore,
  createProgressStore,
  createSettingsStore,
  LanguageCode,
  Settings,
  Sound,
  Speech,
  Storage,
} from '@kalima/core'
import { createContext } from 'react'
import type { DictionaryPart, Translate } from '../i18n'
import type { WordAudioPlayer } from '../ports/word-audio'

/** Everything a widget reaches through {@link useKalima}: core's stores and the ports. */
/** Core's vanilla stores, as the provider holds them. */
export type SettingsStore = ReturnType<typeof createSettingsStore>
export type ProgressStore = ReturnType<typeof createProgressStore>
export type LanguageStore = ReturnType<typeof createLanguageStore>
export type AuthStore = Omit<ReturnType<typeof createAuthStore>, 'dispose'>

export interface KalimaContextValue {
  settings: SettingsStore
  progress: ProgressStore
  language: LanguageStore
  auth: AuthStore
  storage: Storage
  backend: Backend
  speech: Speech
  sound: Sound
  clock: Clock
  /** Settings the host fixed for everything inside (applied over the saved ones, never saved). */
  overrides: Partial<Settings> | undefined
  /** Current time, ms since epoch. */
  now: () => number
  /** UI strings, in {@link KalimaContextValue.uiLanguage}. */
  t: Translate
  /**
   * The language the interface is shown in: its dictionary's main part is loaded, and every
   * part a mounted widget uses (a new interface language is shown once they all are).
   */
  uiLanguage: LanguageCode
  /**
   * Marks a part of the UI dictionaries as used by a mounted widget until the returned
   * function is called (`useDictionaryPart` does it), so a change of interface language waits
   * for that part too instead of showing it half in the language before.
   */
  claimDictionaryPart: (part: DictionaryPart) => () => void
  /** Seed of the next shuffle; fixed sequences in stories and tests. */
  seed: () => number
  /**
   * The word-audio source (a URL template, core's `wordAudioUrl`) when the host configured
   * one: Listen questions play the word's recitation from it; undefined without one.
   */
  wordAudio: string | undefined
  /** Plays a recitation file. */
  audio: WordAudioPlayer
}

export const KalimaContext = /* @__PURE__ */ createContext<KalimaContextValue | null>(null)
