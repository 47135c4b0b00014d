import { type DeckRef, loadMeanings, peekMeanings, readingDeck } from '@kalima/core'
import {
  loadReaderSurah,
  loadReaderText,
  loadSurahNames,
  loadSurahSummary,
  peekReaderSurah,
  peekReaderText,
  peekSurahNames,
  peekSurahSummary,
  READER_WORD_STATES,
  type ReaderWord,
  readerWordState,
  readingDeckWords,
  type SurahSummary,
  surahKnowledge,
  verseRange,
} from '@kalima/core/reader'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useKalima, useLanguage, useProgress, useSettings } from '../../hooks/useKalima'
import type { Translate } from '../../i18n'
import { withProvider } from '../../provider/KalimaProvider'
import { surahName } from '../../shared/deckTitle'
import { defaultLink, type RenderLink } from '../../shared/navigation'
import { useLoaded } from '../../shared/useLoaded'
import { type WidgetBaseProps, WidgetRoot } from '../../shared/WidgetRoot'
import { KnowledgeFigures } from './KnowledgeFigures'
import { LoadFailed } from './LoadFailed'
import './Reader.css'

import { stateLabel } from './stateLabel'
import { type Selected, Verses } from './Verses'
import { WordDialog } from './WordDialog'

/** Props of {@link Reader}. */
export interface ReaderProps extends WidgetBaseProps {
  /** The surah to read, 1–114. */
  surah: number
  /** Show the word-by-word glosses at first (default true); the learner can toggle them. */
  defaultShowGlosses?: boolean
  /** Show the verse translations at first (default true); the learner can toggle them. */
  defaultShowTranslation?: boolean
  /**
   * The verse to show first (its number in the surah): scrolled to and focused once the
   * surah has loaded, and again whenever it changes.
   */
  verse?: number
  /**
   * The first and last verse shown (1-based, inclusive): a passage of the surah, e.g. for a
   * mosque's page of the week's verses. The whole surah by default; out-of-range values are
   * brought into the surah, and `to` before `from` shows `from` alone.
   */
  from?: number
  to?: number
  /** Link of a lesson, for "Open its lesson" in the word panel (no link without it). */
  lessonHref?: (lesson: number) => string
  /**
   * Link of a verse in the reader, for the word panel's list of the verses a word occurs in
   * (plain text without it).
   */
  verseHref?: (surah: number, verse: number) => string
  /**
   * Link of a study mode on a deck from the reader (`{ kind: 'reading', id: surah }`), for
   * "Study the words of this surah I don't know yet" (no link without it).
   */
  studyHref?: (deck: DeckRef) => string
  /** Renders links with the host's router; `<a>` by default. */
  renderLink?: RenderLink
  /** Level of the surah's heading: 1 where the reader is the page (default 2). */
  headingLevel?: 1 | 2
}

/**
 * Reader: a surah word by word in Uthmani script, each word's gloss beneath it and each
 * verse's translation, words marked by what this learner knows of them now (known, due,
 * learning, not studied, not in any deck: an underline style and the word's accessible
 * name, not colour alone); its header gives the surah's two figures (the share of its words
 * the learner is learning or knows, and knows). Choosing a word opens its card in a dialog.
 */
export const Reader = /* @__PURE__ */ withProvider(ReaderView, 'Reader', 'reader')

function ReaderView(props: ReaderProps) {
  const { t, now } = useKalima()
  const { settings } = useSettings(props.settings)
  const [lang] = useLanguage(props.language)
  const progress = useProgress()
  const [showGlosses, setShowGlosses] = useState(props.defaultShowGlosses ?? true)
  const [showTranslation, setShowTranslation] = useState(props.defaultShowTranslation ?? true)
  const [selected, setSelected] = useState<Selected | null>(null)
  const { surah } = props
  // Data already loaded (the prerender, a page that awaited it) shows in the first render.
  // The surah's own summary (its words and the names), not the 47 KB index of all 114.
  const summaryLoad = useLoaded(
    `summary.${surah}`,
    () => loadSurahSummary(surah),
    () => peekSurahSummary(surah),
  )
  const words = useLoaded(
    `${surah}`,
    () => loadReaderSurah(surah),
    () => peekReaderSurah(surah),
  )
  const text = useLoaded(
    `${surah}.${lang}`,
    () => loadReaderText(surah, lang),
    () => peekReaderText(surah, lang),
  )
  // Spanish has no word-by-word source: each word shows its lemma's meaning instead.
  const meanings = useLoaded(
    `meanings.${lang}`,
    () => loadMeanings(lang),
    () => peekMeanings(lang),
  )
  const summary: SurahSummary | null = summaryLoad.value
  const names = useLoaded('names', loadSurahNames, peekSurahNames)
  // Spanish needs its meanings too: a failed load says so rather than loading for ever.
  const loads = [words, text, summaryLoad, ...(text.value?.glosses === null ? [meanings] : [])]
  const failed = loads.some((load) => load.error)
  // Another surah or verse (a verse chosen in the word panel): the panel closes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the place read changes
  useEffect(() => setSelected(null), [surah, props.verse])
  // The verse asked for, once it is on the page: scrolled to and focused.
  const versesRef = useRef<HTMLOListElement>(null)
  const shown = words.value !== null && text.value !== null
  useEffect(() => {
    if (!shown || props.verse === undefined) return
    const item = versesRef.current?.querySelector<HTMLElement>(`[data-verse="${props.verse}"]`)
    item?.scrollIntoView?.({ block: 'start' })
    item?.focus({ preventScroll: true })
  }, [shown, props.verse])
  // What the learner knows of each word, as of the last change to their progress: one
  // function per progress record, so the verses already on the page are not drawn again.
  const stateOf = useMemo(() => {
    const at = now()
    return (word: ReaderWord) => readerWordState(progress, word.refs, at)
  }, [progress, now])
  const root = (children: React.ReactNode) => (
    <WidgetRoot
      name="reader"
      settings={settings}
      lang={lang}
      className={props.className}
      aria-label={
        summary
          ? t('reader.surahTitle', { n: surah, name: surahName(surah, t, summary.name) })
          : undefined
      }
    >
      {children}
    </WidgetRoot>
  )
  if (failed) {
    const retry = () => {
      for (const load of loads) if (load.error) load.retry()
    }
    return root(<LoadFailed retry={retry} />)
  }
  if (!words.value || !text.value || !summary || (text.value.glosses === null && !meanings.value)) {
    return root(<p className="kalima-reader-loading">{t('common.loading')}</p>)
  }
  const at = now()
  const knowledge = surahKnowledge(progress, summary, at)
  // The words a deck from this surah would hold now (core's rule): at most a lesson's size.
  const toLearn = props.studyHref ? readingDeckWords(progress, summary, at).length : 0
  const link = props.renderLink ?? defaultLink
  const Heading = props.headingLevel === 1 ? 'h1' : 'h2'
  return root(
    <>
      <header className="kalima-reader-header">
        <Heading className="kalima-reader-title">
          <span>
            {t('reader.surahTitle', { n: surah, name: surahName(surah, t, summary.name) })}
          </span>{' '}
          <span lang="ar" dir="rtl" data-kalima-arabic="">
            {summary.arabicName}
          </span>
        </Heading>
        <KnowledgeFigures knowledge={knowledge} of="surah" />
        {props.studyHref &&
          (toLearn > 0 ? (
            <p className="kalima-reader-study">
              {link({
                href: props.studyHref(readingDeck(surah)),
                className: 'kalima-button',
                'data-variant': 'primary',
                children: t('reader.studyUnknown', { n: toLearn }),
              })}
            </p>
          ) : (
            <p className="kalima-reader-study">{t('deck.readingKnown')}</p>
          ))}
        <div className="kalima-reader-toggles">
          <button
            type="button"
            className="kalima-button"
            aria-pressed={showGlosses}
            onClick={() => setShowGlosses((v) => !v)}
          >
            {t('reader.glosses')}
          </button>
          <button
            type="button"
            className="kalima-button"
            aria-pressed={showTranslation}
            onClick={() => setShowTranslation((v) => !v)}
          >
            {t('reader.translation')}
          </button>
        </div>
        <Legend t={t} />
        {text.value.glosses === null && showGlosses && (
          <p className="kalima-reader-note">{t('reader.noWordByWord')}</p>
        )}
      </header>
      <Verses
        listRef={versesRef}
        range={verseRange(words.value.verses.length, props.from, props.to)}
        surah={words.value}
        text={text.value}
        meanings={meanings.value}
        showGlosses={showGlosses}
        showTranslation={showTranslation}
        stateOf={stateOf}
        verse={props.verse}
        lang={lang}
        t={t}
        onSelect={setSelected}
      />
      <WordDialog
        word={selected?.word ?? null}
        place={selected && { surah, verse: selected.verse, position: selected.position }}
        lang={lang}
        onClose={() => setSelected(null)}
        lessonHref={props.lessonHref}
        verseHref={props.verseHref}
        names={names.value}
        renderLink={props.renderLink}
        state={selected ? readerWordState(progress, selected.word.refs, at) : 'outside'}
      />
      <p className="kalima-reader-credits">{t('reader.credits')}</p>
    </>,
  )
}

/** The legend: each state's underline sample and name. */
function Legend({ t }: { t: Translate }) {
  const id = useId()
  return (
    <figure className="kalima-reader-legend" aria-labelledby={id}>
      <figcaption id={id}>{t('reader.legend')}</figcaption>
      <ul>
        {READER_WORD_STATES.map((state) => (
          <li key={state}>
            <span className="kalima-reader-sample" data-state={state} aria-hidden="true">
              كلمة
            </span>{' '}
            {t(stateLabel(state))}
          </li>
        ))}
      </ul>
    </figure>
  )
}
