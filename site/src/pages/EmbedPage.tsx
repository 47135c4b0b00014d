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
import { useId, useState } from 'react'
import { Page } from '../layout/Page'

type EmbedMode = StudyMode

const SCRIPT_URL =
  import.meta.env.VITE_KALIMA_EMBED_URL ||
  'https://cdn.jsdelivr.net/npm/@kalima/embed/dist/cdn/kalima-embed.js'

/** The two lines a webmaster pastes. */
export function embedSnippet(mode: EmbedMode, deck: string, lang: LanguageCode): string {
  const [kind, id] = deck.split(':')
  const attribute = kind === 'surah' ? `surah="${id}"` : `category="${id}"`
  return `<script type="module" src="${SCRIPT_URL}"></script>\n<kalima-${mode} ${attribute} lang="${lang}"></kalima-${mode}>`
}

/** "Embed this deck": choose mode, deck and language; copy the snippet; see it live. */
export function EmbedPage() {
  const [mode, setMode] = useState<EmbedMode>('learn')
  const [deck, setDeck] = useState('lesson:1')
  const [lang, setLang] = useState<LanguageCode>('bn')
  const [copied, setCopied] = useState<string | null>(null)
  const ids = { mode: useId(), deck: useId(), lang: useId() }
  const snippet = embedSnippet(mode, deck, lang)
  const [kind, idText] = deck.split(':')
  const n = Number(idText)
  const deckRef =
    kind === 'surah' ? ({ kind: 'surah', id: n } as const) : ({ kind: 'lesson', id: n } as const)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet)
      setCopied('Snippet copied to clipboard!')
    } catch {
      setCopied('Copying is blocked here: select the snippet and copy it by hand.')
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
      <pre className="snippet">
        <code>{snippet}</code>
      </pre>
      <p>
        <button type="button" className="button button--primary" onClick={copy}>
          Copy
        </button>{' '}
        <span role="status">{copied}</span>
      </p>
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
