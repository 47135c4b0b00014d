import {
  type Backend,
  createMemoryStorage,
  type LanguageCode,
  type Progress,
  type Settings,
  type Storage,
} from '@kalima/core'
import { fixedClock } from '@kalima/core/testing'
import type { CSSProperties, ReactNode } from 'react'
import { createSilentSound } from '../ports/sound'
import { createSilentSpeech } from '../ports/speech'
import type { WordAudioPlayer } from '../ports/word-audio'
import { KalimaProvider } from '../provider/KalimaProvider'

/** Props of {@link KalimaTestProvider}. */
export interface KalimaTestProviderProps {
  children?: ReactNode
  language?: LanguageCode
  /**
   * Interface language: English by default, so a test reads one language whatever the
   * meanings'; another code to test a translated interface (its dictionary loads first), or
   * `'auto'` to let the learner's `uiLanguage` setting decide as in an app.
   */
  uiLanguage?: LanguageCode | 'auto'
  settings?: Partial<Settings>
  theme?: 'light' | 'dark'
  backend?: Backend
  initialProgress?: Progress
  /** Where the stores are kept: a fresh memory storage by default (one slow to load, say). */
  storage?: Storage
  /** Whether the fake browser has an Arabic voice. */
  arabicVoice?: boolean
  /** A fixed time, ms since epoch; the real clock by default. */
  now?: number
  seed?: number
  /** A word-audio source (URL template), as the provider takes it. */
  wordAudio?: string
  /** Plays recitation files (a fake that records what it is asked to play, in tests). */
  audio?: WordAudioPlayer
  className?: string
  style?: CSSProperties
}

/** A provider with deterministic ports: memory storage, silent sound and speech, fixed seed. */
export function KalimaTestProvider({
  arabicVoice = true,
  seed = 7,
  now,
  language = 'en',
  uiLanguage = 'en',
  storage,
  ...props
}: KalimaTestProviderProps) {
  return (
    <KalimaProvider
      storage={storage ?? createMemoryStorage()}
      sound={createSilentSound()}
      speech={createSilentSpeech(arabicVoice)}
      clock={now === undefined ? undefined : fixedClock(now)}
      seed={seed}
      language={language}
      uiLanguage={uiLanguage === 'auto' ? undefined : uiLanguage}
      {...props}
    />
  )
}
