import '../theme/theme.css'
import './fonts'
import type { Speech } from '@kalima/core'
import {
  type Backend,
  type Clock,
  createKalimaClient,
  createLanguageStore,
  type KalimaClient,
  LANGUAGES,
  type LanguageCode,
  languageDirection,
  type Progress,
  type Settings,
  type Sound,
  type Storage,
  uiLanguageOf,
  validateSettings,
  wordAudioTemplateError,
} from '@kalima/core'
import {
  type ComponentType,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { useDictionaryPart } from '../hooks/useDictionaryPart'
import { useKalima } from '../hooks/useKalima'
import { useSystemDark } from '../hooks/useSystemDark'
import { type DictionaryPart, hasDictionary, prepareDictionary, translator } from '../i18n'
import { createWebAudioSound } from '../ports/sound'
import { createBrowserSpeech } from '../ports/speech'
import { createBrowserWordAudio, type WordAudioPlayer } from '../ports/word-audio'
import { useByKey } from '../shared/useByKey'
import {
  type AuthStore,
  KalimaContext,
  type KalimaContextValue,
  type LanguageStore,
  type ProgressStore,
  type SettingsStore,
} from './context'
import { settingsStyle } from './style'

/** Props of {@link KalimaProvider}. Every prop is optional: with none, Kalima runs locally. */
export interface KalimaProviderProps {
  children?: ReactNode
  /**
   * The page's client (core's `createKalimaClient`): its stores, storage, backend and clock,
   * loaded and saved as the page is left. Without one, the provider creates one from the
   * props below (`storage`, `backend`, `clock`, `stores`, the languages, `initialProgress`),
   * which are then ignored when a client is given. A controlled `language` stays the
   * provider's own (several providers on one page may show different meaning languages).
   */
  client?: KalimaClient
  /** Where settings, language and progress are kept; IndexedDB by default. */
  storage?: Storage
  /** Server for accounts and sync; local-only (no sign-in) by default. */
  backend?: Backend
  /** Speech synthesis; the browser's speechSynthesis by default. */
  speech?: Speech
  /** Sound effects; Web Audio by default. */
  sound?: Sound
  /** Clock; the system clock by default. */
  clock?: Clock
  /**
   * A word-audio source: a URL template with `{surah}`, `{verse}` and `{word}` (or their
   * 3-digit `{surah3}`…), e.g. `https://audio.example.org/{surah3}_{verse3}_{word3}.mp3`.
   * With one, Listen plays the word's recitation; without, the browser's Arabic voice (and
   * no Listen question where there is none). Quran.com's word audio needs its owner's
   * permission. A template core's `wordAudioTemplateError` refuses is ignored (and logged).
   */
  wordAudio?: string
  /** Plays recitation files; an `<audio>` element by default. */
  audio?: WordAudioPlayer
  /**
   * Seed of every shuffle; random by default. Fix it for reproducible stories and tests. Or a
   * function giving each session's seed when it starts: e.g. a prerendered page's own seed
   * for its first session (so its first question is the one the HTML shows), random after.
   */
  seed?: number | (() => number)
  /** Meaning language (controlled). */
  language?: LanguageCode
  /** Initial meaning language (uncontrolled); the saved one, else Bengali. */
  defaultLanguage?: LanguageCode
  /** Called when the learner picks another language. */
  onLanguageChange?: (lang: LanguageCode) => void
  /** Settings over the saved ones (e.g. from a host page's attributes); never saved. */
  settings?: Partial<Settings>
  /**
   * Light or dark, or `auto`: the device's setting (`prefers-color-scheme`), followed while the
   * page is open. Overrides settings.darkMode when given.
   */
  theme?: 'light' | 'dark' | 'auto'
  /** Progress to start from instead of the saved one (stories, tests). */
  initialProgress?: Progress
  /** Stores built by the host (e.g. wired to the sync engine); created here when absent. */
  stores?: {
    settings?: SettingsStore
    progress?: ProgressStore
    language?: LanguageStore
    auth?: AuthStore
  }
  /**
   * Interface language of labels and messages, fixed by the host (controlled). Without it,
   * the learner's `uiLanguage` setting decides: by default the meaning language. Its
   * dictionary is loaded on demand (one chunk per language); until it arrives the interface
   * stays in the language shown before, and at first the widgets wait for it (no dictionary
   * is built in). Await `prepareDictionary(lang)` before the first render to paint in it at
   * once, as a server render must.
   */
  uiLanguage?: LanguageCode
  className?: string
  style?: CSSProperties
}

/** The template when it is usable; a refused one is logged with its reason and ignored. */
const usableWordAudio = (template: string | undefined): string | undefined => {
  if (template === undefined || template.trim() === '') return undefined
  const error = wordAudioTemplateError(template)
  if (error === null) return template.trim()
  console.error(`Kalima: the word-audio source is ignored: ${error}.`)
  return undefined
}

/** The context's value, with what only the provider reads: the dictionary parts in use. */
interface ProviderValue extends KalimaContextValue {
  client: KalimaClient
  claimedDictionaryParts: () => DictionaryPart[]
}

/** Says why a saved part could not be read; the defaults stay. */
const reportLoadError = (what: string, error: unknown) => {
  console.error(`Kalima: the saved ${what} could not be read; the defaults are used.`, error)
}

/** The host's client, or one made from the props (their stores, when given, the host's own). */
function clientOf(props: KalimaProviderProps): KalimaClient {
  if (props.client) return props.client
  return createKalimaClient({
    storage: props.storage,
    backend: props.backend,
    clock: props.clock,
    stores: props.stores,
    language: props.language,
    defaultLanguage: props.defaultLanguage,
    initialProgress: props.initialProgress,
    onLoadError: reportLoadError,
  })
}

function createValue(props: KalimaProviderProps): ProviderValue {
  const client = clientOf(props)
  const { storage, backend, clock } = client
  const { settings, progress, auth } = client.stores
  // A controlled language with a host's client: a store of this provider's, never saved.
  const language =
    props.client && props.language !== undefined
      ? createLanguageStore({ storage, languages: LANGUAGES, defaultLanguage: props.language })
      : client.stores.language
  const seedOf = props.seed
  let seed = typeof seedOf === 'number' ? seedOf : undefined
  const claimed = new Map<DictionaryPart, number>()
  return {
    client,
    storage,
    backend,
    speech: props.speech ?? createBrowserSpeech(),
    wordAudio: usableWordAudio(props.wordAudio),
    audio: props.audio ?? createBrowserWordAudio(),
    sound: props.sound ?? createWebAudioSound(),
    clock,
    settings,
    progress,
    language,
    auth,
    overrides: undefined,
    now: () => clock.now(),
    t: translator('en'),
    uiLanguage: 'en',
    claimDictionaryPart: (part) => {
      claimed.set(part, (claimed.get(part) ?? 0) + 1)
      return () => {
        const left = (claimed.get(part) ?? 1) - 1
        if (left > 0) claimed.set(part, left)
        else claimed.delete(part)
      }
    },
    claimedDictionaryParts: () => ['main', ...claimed.keys()],
    seed: () => {
      if (typeof seedOf === 'function') return seedOf() >>> 0
      if (seed === undefined) return Math.floor(Math.random() * 2 ** 32)
      // Each session draws the next seed: sessions differ but stay reproducible.
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0
      return seed
    },
  }
}

/**
 * Provides stores, ports, language and theme to every Kalima widget inside it.
 *
 * Renders on a server (`renderToString`, streaming): stores start from their defaults and
 * read what is saved in an effect, after hydration. Give a fixed `seed` where server HTML is
 * hydrated, so the server and the browser shuffle a session's words alike.
 */
export function KalimaProvider(props: KalimaProviderProps) {
  const { children, className, style, theme } = props
  const [base] = useState(() => createValue(props))
  // In an effect, never during render: a server render then neither touches storage
  // (IndexedDB does not exist in Node) nor renders anything but the defaults, which is also
  // what the browser's first render, the one that hydrates, shows. Once per client: the host
  // may have loaded it already. Saved as the page is hidden or left (the client's own
  // stores; a host's own stores are the host's to save).
  useEffect(() => {
    void base.client.load()
    return base.client.saveOnLeave()
  }, [base])
  // The same snapshots on a server: stores hold their defaults until loadSaved has run.
  const readSettings = () => base.settings.getState().settings
  const saved = useSyncExternalStore(base.settings.subscribe, readSettings, readSettings)
  const readLanguage = () => base.language.getState().language
  const lang = useSyncExternalStore(base.language.subscribe, readLanguage, readLanguage)
  // Settings written inline are a new object on every render: compared by value.
  const overrides = useByKey(props.settings, props.settings ? JSON.stringify(props.settings) : '')
  const settings = useMemo(
    () => (overrides ? validateSettings({ ...saved, ...overrides }).settings : saved),
    [saved, overrides],
  )
  const { language: uiLanguage, painted } = useDictionary(
    props.uiLanguage ?? uiLanguageOf(settings.uiLanguage, lang),
    base.claimedDictionaryParts,
  )
  const value = useMemo(
    () => ({
      ...base,
      overrides,
      uiLanguage,
      t: uiLanguage === 'en' ? base.t : translator(uiLanguage),
    }),
    [base, overrides, uiLanguage],
  )

  // Controlled language follows the prop.
  useEffect(() => {
    if (props.language !== undefined && value.language.getState().language !== props.language) {
      value.language.getState().setLanguage(props.language)
    }
  }, [props.language, value.language])
  const { onLanguageChange } = props
  useEffect(
    () =>
      value.language.subscribe((s, prev) => {
        if (s.language !== prev.language) onLanguageChange?.(s.language)
      }),
    [value.language, onLanguageChange],
  )

  const systemDark = useSystemDark(theme === 'auto')
  const dark = theme === 'auto' ? systemDark : theme ? theme === 'dark' : settings.darkMode
  return (
    <KalimaContext.Provider value={value}>
      <div
        className={['kalima', className].filter(Boolean).join(' ')}
        lang={uiLanguage}
        dir={languageDirection(uiLanguage)}
        data-theme={dark ? 'dark' : 'light'}
        data-animations={settings.animationsEnabled ? 'on' : 'off'}
        style={{ ...settingsStyle(settings, lang), ...style }}
        aria-busy={painted ? undefined : true}
      >
        {painted ? children : null}
      </div>
    </KalimaContext.Provider>
  )
}

/**
 * The interface language whose dictionary is ready: `wanted` once its main part and every
 * part a mounted widget uses (`parts()`) have loaded and registered (at once when they
 * already are), the one shown before until then, so no widget shows a part of its texts in
 * one language and the rest in another. A chunk that cannot load (offline before it was
 * cached) leaves the interface as it was and is tried again when the language is next wanted.
 *
 * `painted` is false until some language's main part is there (no dictionary is built in: a
 * page that did not prepare one waits for `wanted`'s chunk); should neither `wanted`'s nor
 * English's load, the widgets render anyway, with their message ids.
 */
function useDictionary(
  wanted: LanguageCode,
  parts: () => DictionaryPart[],
): { language: LanguageCode; painted: boolean } {
  const ready = hasDictionary(wanted, parts())
  // A new object each time a language is ready, so the provider renders again even when it
  // is the one it shows already (English at first, before any dictionary was there).
  const [{ language: shown }, setShownState] = useState<{ language: LanguageCode }>(() => ({
    language: ready ? wanted : 'en',
  }))
  const [unreachable, setUnreachable] = useState(false)
  // The language shown when `wanted`'s chunk failed, read then (not a reason to ask again).
  const shownNow = useRef(shown)
  shownNow.current = shown
  useEffect(() => {
    if (ready) {
      setShownState((before) => (before.language === wanted ? before : { language: wanted }))
      return
    }
    let current = true
    prepareDictionary(wanted, parts())
      .then(() => current && setShownState({ language: wanted }))
      .catch(async () => {
        // Nothing shown yet: English's, else the widgets with their ids.
        if (hasDictionary(shownNow.current)) return
        await prepareDictionary('en', parts()).then(
          () => current && setShownState({ language: 'en' }),
          () => current && setUnreachable(true),
        )
      })
    return () => {
      current = false
    }
  }, [wanted, ready, parts])
  const language = ready ? wanted : shown
  return { language, painted: hasDictionary(language) || unreachable }
}

/** Wraps a widget in a local-only provider when it is used without one. */
export function EnsureProvider({ children }: { children: ReactNode }) {
  const context = useContext(KalimaContext)
  return context ? children : <KalimaProvider>{children}</KalimaProvider>
}

/**
 * A widget that works inside a {@link KalimaProvider} or on its own: `View` rendered in the
 * nearest provider, or in one of its own (default stores) when there is none. A widget whose
 * texts are in a `part` of the UI dictionaries other than `main` shows "Loading…" until
 * that part of the interface language is there (at once when the page prepared it).
 */
export function withProvider<P extends object>(
  View: ComponentType<P>,
  name: string,
  part?: DictionaryPart,
): (props: P) => ReactElement {
  const Widget = (props: P) => (
    <EnsureProvider>
      {part ? (
        <WithDictionaryPart part={part}>
          <View {...props} />
        </WithDictionaryPart>
      ) : (
        <View {...props} />
      )}
    </EnsureProvider>
  )
  Widget.displayName = name
  return Widget
}

/** `children` once the interface language's `part` is there, "Loading…" until then. */
function WithDictionaryPart({ part, children }: { part: DictionaryPart; children: ReactNode }) {
  const ready = useDictionaryPart(part)
  const { t } = useKalima()
  if (ready) return children
  return (
    <p className="kalima-widget kalima-empty" aria-busy="true">
      {t('common.loading')}
    </p>
  )
}
