import {
  createMemoryStorage,
  LANGUAGES,
  type LanguageCode,
  LESSONS,
  STUDY_MODES,
  type StudyMode,
  SURAH_DECK_IDS,
} from '@kalima/core'
import { Flashcards, KalimaProvider, Learn, Match, Test, Words } from '@kalima/react'
import { useEffect, useId, useState } from 'react'
import { configuredEmbedOrigin, frameSnippet, resizeHelper, scriptSnippet } from '../embed-snippets'
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

type SnippetKind = 'script' | 'frame'
type Copied = { which: SnippetKind; text: string }

/** One snippet, its Copy button and the result of copying it. */
function Snippet(props: {
  which: SnippetKind
  label: string
  text: string
  copied: Copied | null
  onCopy: (which: SnippetKind) => void
}) {
  return (
    <>
      <pre className="snippet" data-snippet={props.which}>
        <code>{props.text}</code>
      </pre>
      <p>
        <button
          type="button"
          className="button button--primary"
          aria-label={props.label}
          onClick={() => props.onCopy(props.which)}
        >
          Copy
        </button>{' '}
        <span role="status">{props.copied?.which === props.which ? props.copied.text : null}</span>
      </p>
    </>
  )
}

/** "Embed this deck": choose mode, deck and language; copy the snippet; see it live. */
export function EmbedPage() {
  const [mode, setMode] = useState<EmbedMode>('learn')
  const [deck, setDeck] = useState('lesson:1')
  const [lang, setLang] = useState<LanguageCode>('bn')
  const [copied, setCopied] = useState<Copied | null>(null)
  const ids = { mode: useId(), deck: useId(), lang: useId() }
  const origin = useEmbedOrigin()
  const [kind, idText] = deck.split(':')
  const n = Number(idText)
  const deckRef =
    kind === 'surah' ? ({ kind: 'surah', id: n } as const) : ({ kind: 'lesson', id: n } as const)
  const choice = { mode, deck: deckRef, lang }
  const snippets = {
    script: scriptSnippet(origin, choice),
    frame: frameSnippet(origin, choice),
  }
  const copy = async (which: SnippetKind) => {
    try {
      await navigator.clipboard.writeText(snippets[which])
      setCopied({ which, text: 'Snippet copied to clipboard!' })
    } catch {
      setCopied({ which, text: 'Copying is blocked here: select the snippet and copy it by hand.' })
    }
  }
  return (
    <Page title="Embed a deck" heading="Embed this deck on your site" className="page--wide">
      <p>
        Put any study mode on your mosque's or school's website: paste two lines into a plain HTML
        page or a WordPress “Custom HTML” block. No build step, no account, progress stays in your
        visitors' browsers.
      </p>
      <form className="embed-form" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={ids.mode}>Mode</label>
        <select id={ids.mode} value={mode} onChange={(e) => setMode(e.target.value as EmbedMode)}>
          {STUDY_MODES.map((m) => (
            <option key={m} value={m}>
              {m[0]?.toUpperCase()}
              {m.slice(1)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.deck}>Deck</label>
        <select id={ids.deck} value={deck} onChange={(e) => setDeck(e.target.value)}>
          <optgroup label="Lessons">
            {LESSONS.map((l) => (
              <option key={l.id} value={`lesson:${l.id}`}>
                {l.id}. {l.title}
              </option>
            ))}
          </optgroup>
          <optgroup label="Surahs">
            {SURAH_DECK_IDS.map((s) => (
              <option key={s} value={`surah:${s}`}>
                Surah {s}
              </option>
            ))}
          </optgroup>
        </select>
        <label htmlFor={ids.lang}>Language</label>
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
      </form>
      <h2>Your snippet</h2>
      <Snippet
        which="script"
        label="Copy the script snippet"
        text={snippets.script}
        copied={copied}
        onCopy={copy}
      />
      <h2>Where scripts are not allowed: an iframe</h2>
      <p>
        Google Sites, Notion, many learning platforms and WordPress authors without the right to add
        scripts can paste an iframe instead. It shows the same study mode; progress stays in your
        visitors' browsers.
      </p>
      <Snippet
        which="frame"
        label="Copy the iframe snippet"
        text={snippets.frame}
        copied={copied}
        onCopy={copy}
      />
      <p>
        Where scripts are allowed, this line once on the page makes every Kalima iframe as tall as
        its content:
      </p>
      <pre className="snippet">
        <code>{resizeHelper(origin)}</code>
      </pre>
      <h2>Preview</h2>
      {/* The preview keeps its answers to itself, like an embed on another site. */}
      <KalimaProvider
        key={`${mode}-${deck}-${lang}`}
        storage={createMemoryStorage()}
        language={lang}
        className="embed-preview"
      >
        {mode === 'flashcards' && <Flashcards deck={deckRef} language={lang} />}
        {mode === 'learn' && <Learn deck={deckRef} language={lang} />}
        {mode === 'test' && <Test deck={deckRef} language={lang} />}
        {mode === 'match' && <Match deck={deckRef} language={lang} />}
        {mode === 'words' && <Words deck={deckRef} language={lang} />}
        {mode === 'review' && (
          <p>
            Review shows the words a visitor has already studied on your site, when they are due.
          </p>
        )}
      </KalimaProvider>
    </Page>
  )
}
