import {
  type AuthState,
  type LanguageCode,
  type Progress,
  type Settings,
  type SettingsStoreState,
  validateSettings,
} from '@kalima/core'
import { useContext, useMemo, useSyncExternalStore } from 'react'
import { KalimaContext, type KalimaContextValue } from '../provider/context'
import { useByKey } from '../shared/useByKey'

/** Stores, ports and strings of the nearest {@link KalimaProvider}. */
export function useKalima(): KalimaContextValue {
  const context = useContext(KalimaContext)
  if (!context) throw new Error('Kalima widgets and hooks must be used inside <KalimaProvider>.')
  return context
}

/** The learner's settings (with per-widget overrides applied) and functions to change them. */
export function useSettings(overrides?: Partial<Settings>): {
  settings: Settings
  update: SettingsStoreState['update']
  reset: () => void
} {
  const { settings: store, overrides: hostOverrides } = useKalima()
  const read = () => store.getState().settings
  // The same snapshot on a server: stores hold their defaults until the provider loads them.
  const saved = useSyncExternalStore(store.subscribe, read, read)
  // Overrides written inline are a new object on every render: compared by value.
  const own = useByKey(overrides, overrides ? JSON.stringify(overrides) : '')
  const settings = useMemo(
    () =>
      own || hostOverrides
        ? validateSettings({ ...saved, ...hostOverrides, ...own }).settings
        : saved,
    [saved, own, hostOverrides],
  )
  const { update, reset } = store.getState()
  return { settings, update, reset }
}

/** The learner's progress record (or a part of it picked by `select`). */
export function useProgress(): Progress
export function useProgress<T>(select: (progress: Progress) => T): T
export function useProgress<T>(select?: (progress: Progress) => T): T | Progress {
  const { progress } = useKalima()
  const read = () => progress.getState().progress
  const state = useSyncExternalStore(progress.subscribe, read, read)
  return select ? select(state) : state
}

/**
 * Whether saved progress has been read from storage (or could not be: then what the page
 * holds is shown, see {@link useProgressSaveError}). Until then {@link useProgress} returns
 * empty progress, so widgets that summarise history (due reviews, streaks, statistics)
 * should show Loading rather than "no data".
 */
export function useProgressLoaded(): boolean {
  const { progress } = useKalima()
  const read = () => progress.getState().loaded
  return useSyncExternalStore(progress.subscribe, read, read)
}

/**
 * Whether this page's progress is not being saved (the progress store's `saveError`: the
 * storage could not be read, or the last write failed, e.g. a full device). The answers are
 * kept while the page is open; a copy of them can be saved to a file.
 */
export function useProgressSaveError(): boolean {
  const { progress } = useKalima()
  const read = () => progress.getState().saveError
  return useSyncExternalStore(progress.subscribe, read, read)
}

/** The meaning language and a function to change it (disabled languages are refused). */
export function useLanguage(
  override?: LanguageCode,
): [LanguageCode, (lang: LanguageCode) => boolean] {
  const { language } = useKalima()
  const read = () => language.getState().language
  const lang = useSyncExternalStore(language.subscribe, read, read)
  return [override ?? lang, language.getState().setLanguage]
}

/** Who is signed in. */
export function useAuth(): AuthState {
  const { auth } = useKalima()
  return useSyncExternalStore(auth.subscribe, auth.getState, auth.getState)
}
