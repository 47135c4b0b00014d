import { getStudyWords, loadMeanings, peekMeanings, type Word } from '@kalima/core'
import {
  findWords,
  loadSurahNames,
  peekSurahNames,
  prepareWordSearch,
  type ReaderWordState,
  refState,
} from '@kalima/core/reader'
import { useEffect, useId, useMemo, useState } from 'react'
import { useKalima, useLanguage, useProgress, useSettings } from '../../hooks/useKalima'
import { withProvider } from '../../provider/KalimaProvider'
import type { RenderLink } from '../../shared/navigation'
import { useLoaded } from '../../shared/useLoaded'
import { type WidgetBaseProps, WidgetRoot } from '../../shared/WidgetRoot'
import { LoadFailed } from './LoadFailed'
import { stateLabel } from './stateLabel'
import { WordDialog } from './WordDialog'
import './WordIndex.css'

/** Props of {@link WordIndex}. */
export interface WordIndexProps extends WidgetBaseProps {
  /** Link of a lesson, for "Open its lesson" in a word's panel (no link without it). */
  lessonHref?: (lesson: number) => string
  /** Link of a verse in a reader, for the verses a word occurs in. */
  verseHref?: (surah: number, verse: number) => string
  /** The search shown at first (the site: the page URL's `?q=`, so Back returns to it). */
  defaultQuery?: string
  /** Called with the search as the learner types it. */
  onQueryChange?: (query: string) => void
  /** Renders links with the host's router; `<a>` by default. */
  renderLink?: RenderLink
}

/** The states a learner can narrow the list to (every vocabulary word is in a deck). */
const FILTERS = ['known', 'due', 'learning', 'new'] as const satisfies ReaderWordState[]

/** Rows shown at first and added by "Show more": a phone's few screens, not all 878 at once. */
const PAGE = 50

/** Every word Kalima teaches: the lesson words by frequency, the surah decks' and the pronouns. */
const WORDS = getStudyWords()

/**
 * WordIndex: every word Kalima teaches, found by its Arabic (marks optional), its
 * transliteration or its meaning in the learner's language (core's `findWords`), narrowed to
 * what the learner knows; a word opens in the reader's word panel (its forms, root family and
 * verses, "Study this word").
 */
export const WordIndex = /* @__PURE__ */ withProvider(WordIndexView, 'WordIndex', 'reader')

function WordIndexView(props: WordIndexProps) {
  const { t, now } = useKalima()
  const { settings } = useSettings(props.settings)
  const [lang] = useLanguage(props.language)
  const progress = useProgress()
  const id = useId()
  const [query, setQuery] = useState(props.defaultQuery ?? '')
  const [state, setState] = useState<ReaderWordState | undefined>(undefined)
  const [shown, setShown] = useState(PAGE)
  const [open, setOpen] = useState<Word | null>(null)
  const meanings = useLoaded(
    lang,
    () => loadMeanings(lang),
    () => peekMeanings(lang),
  )
  const names = useLoaded('names', loadSurahNames, peekSurahNames)
  // The words' search keys, computed while the page is idle rather than at the first keystroke.
  useEffect(() => {
    const ready = meanings.value
    if (!ready) return
    const later = setTimeout(() => prepareWordSearch(WORDS, ready, lang), 200)
    return () => clearTimeout(later)
  }, [meanings.value, lang])
  // Whether a review is due: read when the progress changes (a render of its own otherwise).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the moment is taken anew with the progress
  const at = useMemo(() => now(), [now, progress])
  const finding = useMemo(
    () =>
      meanings.value &&
      findWords(WORDS, { query, meanings: meanings.value, lang, state, progress, now: at }),
    [query, meanings.value, lang, state, progress, at],
  )
  const search = (text: string) => {
    setQuery(text)
    setShown(PAGE)
    props.onQueryChange?.(text)
  }
  const content = () => {
    if (meanings.error) return <LoadFailed retry={meanings.retry} />
    if (!finding || !meanings.value) return <p>{t('common.loading')}</p>
    const words = finding.words.slice(0, shown)
    const rest = finding.words.length - words.length
    return (
      <>
        <fieldset className="kalima-word-filter">
          <legend>{t('reader.legend')}</legend>
          {[undefined, ...FILTERS].map((s) => (
            <label key={s ?? 'all'}>
              <input
                type="radio"
                name={`${id}-state`}
                checked={state === s}
                onChange={() => {
                  setState(s)
                  setShown(PAGE)
                }}
              />{' '}
              {t('reader.stateCount', {
                state: s ? t(stateLabel(s)) : t('reader.all'),
                n: finding.counts[s ?? 'all'],
              })}
            </label>
          ))}
        </fieldset>
        <p className="kalima-word-found" role="status">
          {finding.words.length > 0
            ? t('reader.found', { n: finding.words.length })
            : t('reader.noneFound', { query: query.trim() })}
        </p>
        {words.length > 0 && (
          <ul className="kalima-word-rows" aria-label={t('reader.wordsList')}>
            {words.map((word) => {
              const wordState = refState(progress, word.id, at)
              const meaning = meanings.value?.[word.id] ?? ''
              return (
                <li key={word.id}>
                  <button
                    type="button"
                    className="kalima-word-row"
                    data-state={wordState}
                    onClick={() => setOpen(word)}
                  >
                    <span className="kalima-word-arabic" lang="ar" dir="rtl" data-kalima-arabic="">
                      {word.arabic}
                    </span>{' '}
                    <span className="kalima-word-transliteration" lang="ar-Latn" dir="ltr">
                      {word.transliteration}
                    </span>{' '}
                    <span className="kalima-word-meaning" lang={lang} dir="auto">
                      {meaning}
                    </span>{' '}
                    <span className="kalima-word-state">{t(stateLabel(wordState))}</span>
                  </button>
                </li>
              )
            })}
          </ul>
        )}
        {rest > 0 && (
          <p className="kalima-word-more">
            <button
              type="button"
              className="kalima-button"
              onClick={() => setShown((n) => n + PAGE * 2)}
            >
              {t('reader.showMore', { n: Math.min(rest, PAGE * 2) })}
            </button>
          </p>
        )}
      </>
    )
  }
  return (
    <WidgetRoot name="word-index" settings={settings} lang={lang} className={props.className}>
      <search className="kalima-word-search">
        <label htmlFor={`${id}-search`}>{t('reader.search')}</label>
        <input
          id={`${id}-search`}
          type="search"
          className="kalima-input"
          value={query}
          onChange={(e) => search(e.target.value)}
          // Enter opens the best match, as a search box's first result.
          onKeyDown={(e) => {
            const best = finding?.words[0]
            if (e.key === 'Enter' && query.trim() !== '' && best) {
              e.preventDefault()
              setOpen(best)
            }
          }}
          placeholder={t('reader.searchHint')}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          dir="auto"
        />
      </search>
      {content()}
      <WordDialog
        word={open && { arabic: open.arabic, refs: [open.id] }}
        place={null}
        lang={lang}
        onClose={() => setOpen(null)}
        lessonHref={props.lessonHref}
        verseHref={props.verseHref}
        names={names.value}
        renderLink={props.renderLink}
        state={open ? refState(progress, open.id, at) : 'outside'}
      />
    </WidgetRoot>
  )
}
