import {
  createMemoryStorage,
  LANGUAGES,
  type LanguageCode,
  LESSONS,
  STUDY_MODES,
  type StudyMode,
  SURAH_DECK_IDS,
} from '@kalima/core'
import {
  deckTitle,
  Flashcards,
  formatNumber,
  KalimaProvider,
  Learn,
  Match,
  Test,
  type UiMessageId,
  useKalima,
  useLanguage,
  Words,
} from '@kalima/react'
import { useEffect, useId, useState } from 'react'
import {
  configuredEmbedOrigin,
  type EmbedChoice,
  frameSnippet,
  resizeHelper,
  scriptSnippet,
} from '../embed-snippets'
import { Page } from '../layout/Page'

type EmbedMode = StudyMode

/** A CDN serving the embed's files, set at build time; by default this site serves them. */
const CONFIGURED_ORIGIN = configuredEmbedOrigin(import.meta.env.VITE_KALIMA_EMBED_ORIGIN)

/** The origin in the snippets: the configured one, else the page's own (known once in the browser). */
function useEmbedOrigin(): string {
  const [origin, setOrigin] = useState(CONFIGURED_ORIGIN)
  useEffect(() => {
    if (!CONFIGURED_ORIGIN) setOrigin(window.location.origin)
  }, [])
  return origin
}

type EmbedTheme = NonNullable<EmbedChoice['theme']>
const THEMES = ['light', 'dark', 'auto'] as const satisfies readonly EmbedTheme[]
const THEME_TEXT = {
  light: 'embed.themeLight',
  dark: 'embed.themeDark',
  auto: 'embed.themeAuto',
} as const satisfies Record<EmbedTheme, UiMessageId>

type SnippetKind = 'script' | 'frame'
type Copied = { which: SnippetKind; text: string }

/** One snippet, its Copy button and the result of copying it. */
function Snippet(props: {
  which: SnippetKind
  label: string
  /** The button's text. */
  copyText: string
  text: string
  copied: Copied | null
  onCopy: (which: SnippetKind) => void
}) {
  return (
    <>
      <pre className="snippet" data-snippet={props.which} dir="ltr">
        <code>{props.text}</code>
      </pre>
      <p>
        <button
          type="button"
          className="button button--primary"
          aria-label={props.label}
          onClick={() => props.onCopy(props.which)}
        >
          {props.copyText}
        </button>{' '}
        <span role="status">{props.copied?.which === props.which ? props.copied.text : null}</span>
      </p>
    </>
  )
}

/** "Embed this deck": choose mode, deck and language; copy the snippet; see it live. */
export function EmbedPage() {
  const { t, uiLanguage } = useKalima()
  const [mode, setMode] = useState<EmbedMode>('learn')
  const [deck, setDeck] = useState('lesson:1')
  // The snippet's language is the visitor's meaning language (an Urdu webmaster gets an Urdu
  // snippet) until they pick another.
  const [meaningLanguage] = useLanguage()
  const [chosenLang, setLang] = useState<LanguageCode | null>(null)
  const lang = chosenLang ?? meaningLanguage
  const [theme, setTheme] = useState<EmbedTheme>('light')
  const [copied, setCopied] = useState<Copied | null>(null)
  const ids = { mode: useId(), deck: useId(), lang: useId(), theme: useId() }
  const origin = useEmbedOrigin()
  const [kind, idText] = deck.split(':')
  const n = Number(idText)
  const deckRef =
    kind === 'surah' ? ({ kind: 'surah', id: n } as const) : ({ kind: 'lesson', id: n } as const)
  const choice: EmbedChoice = { mode, deck: deckRef, lang, theme }
  const snippets = {
    script: scriptSnippet(origin, choice),
    frame: frameSnippet(origin, choice, `Kalima: ${t(`mode.${mode}`)}`),
  }
  const copy = async (which: SnippetKind) => {
    try {
      await navigator.clipboard.writeText(snippets[which])
      setCopied({ which, text: t('embed.copied') })
    } catch {
      setCopied({ which, text: t('embed.copyBlocked') })
    }
  }
  return (
    <Page title={t('embed.title')} heading={t('embed.heading')} className="page--wide">
      <p>{t('embed.intro')}</p>
      <form className="embed-form" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={ids.mode}>{t('embed.mode')}</label>
        <select id={ids.mode} value={mode} onChange={(e) => setMode(e.target.value as EmbedMode)}>
          {STUDY_MODES.map((m) => (
            <option key={m} value={m}>
              {t(`mode.${m}`)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.deck}>{t('embed.deck')}</label>
        <select id={ids.deck} value={deck} onChange={(e) => setDeck(e.target.value)}>
          <optgroup label={t('embed.lessons')}>
            {LESSONS.map((l) => (
              <option key={l.id} value={`lesson:${l.id}`}>
                {formatNumber(l.id, uiLanguage)}. {deckTitle({ kind: 'lesson', id: l.id }, t)}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('embed.surahs')}>
            {SURAH_DECK_IDS.map((s) => (
              <option key={s} value={`surah:${s}`}>
                {formatNumber(s, uiLanguage)}. {deckTitle({ kind: 'surah', id: s }, t)}
              </option>
            ))}
          </optgroup>
        </select>
        <label htmlFor={ids.lang}>{t('embed.language')}</label>
        <select
          id={ids.lang}
          value={lang}
          onChange={(e) => setLang(e.target.value as LanguageCode)}
        >
          {LANGUAGES.filter((l) => l.enabled).map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </select>
        <label htmlFor={ids.theme}>{t('embed.theme')}</label>
        <select
          id={ids.theme}
          value={theme}
          onChange={(e) => setTheme(e.target.value as EmbedTheme)}
        >
          {THEMES.map((name) => (
            <option key={name} value={name}>
              {t(THEME_TEXT[name])}
            </option>
          ))}
        </select>
      </form>
      <h2>{t('embed.snippetHeading')}</h2>
      <Snippet
        which="script"
        label={t('embed.copyScript')}
        copyText={t('embed.copy')}
        text={snippets.script}
        copied={copied}
        onCopy={copy}
      />
      <h2>{t('embed.frameHeading')}</h2>
      <p>{t('embed.frame')}</p>
      <Snippet
        which="frame"
        label={t('embed.copyFrame')}
        copyText={t('embed.copy')}
        text={snippets.frame}
        copied={copied}
        onCopy={copy}
      />
      <p>{t('embed.resize')}</p>
      <pre className="snippet" dir="ltr">
        <code>{resizeHelper(origin)}</code>
      </pre>
      <h2>{t('embed.previewHeading')}</h2>
      {/* The preview keeps its answers to itself, like an embed on another site. */}
      <KalimaProvider
        key={`${mode}-${deck}-${lang}`}
        storage={createMemoryStorage()}
        language={lang}
        theme={theme}
        className="embed-preview"
      >
        {mode === 'flashcards' && <Flashcards deck={deckRef} language={lang} />}
        {mode === 'learn' && <Learn deck={deckRef} language={lang} />}
        {mode === 'test' && <Test deck={deckRef} language={lang} />}
        {mode === 'match' && <Match deck={deckRef} language={lang} />}
        {mode === 'words' && <Words deck={deckRef} language={lang} />}
        {mode === 'review' && <p>{t('embed.previewReview')}</p>}
      </KalimaProvider>
    </Page>
  )
}
