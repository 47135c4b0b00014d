import {
  type DeckRef,
  type LanguageCode,
  loadMeanings,
  loadOccurrences,
  loadReaderSurah,
  loadReaderText,
  loadRefCard,
  loadSurahNames,
  loadSurahSummary,
  loadWordParts,
  type Meanings,
  peekMeanings,
  peekReaderSurah,
  peekReaderText,
  peekSurahNames,
  peekSurahSummary,
  READER_WORD_STATES,
  type ReaderSurah,
  type ReaderText,
  type ReaderWord,
  type ReaderWordState,
  type RefCard,
  readerWordState,
  readingDeck,
  readingDeckWords,
  type SurahSummary,
  surahKnowledge,
  verseBatches,
  verseRange,
  type WordPart,
} from '@kalima/core'
import { memo, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useKalima, useLanguage, useProgress, useSettings } from '../../hooks/useKalima'
import type { Translate, UiMessageId } from '../../i18n'
import { withProvider } from '../../provider/KalimaProvider'
import { Dialog } from '../../shared/Dialog'
import { posLabel, surahName } from '../../shared/deckTitle'
import { defaultLink, type RenderLink } from '../../shared/navigation'
import { PagerNav } from '../../shared/PagerNav'
import { useLoaded } from '../../shared/useLoaded'
import { type WidgetBaseProps, WidgetRoot } from '../../shared/WidgetRoot'
import { LoadFailed } from './LoadFailed'
import './Reader.css'

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
 * verse's translation, words marked by what this learner knows of them (mastered, due,
 * learning, not studied, not in any deck: an underline style and the word's accessible
 * name, not colour alone). Choosing a word opens its card in a dialog.
 */
export const Reader = /* @__PURE__ */ withProvider(ReaderView, 'Reader', 'reader')

/** The message id of a word state's label. */
export const stateLabel = (state: ReaderWordState): UiMessageId => `reader.state.${state}`

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
  const knowledge = surahKnowledge(progress, summary)
  // The words a deck from this surah would hold now (core's rule): at most a lesson's size.
  const toLearn = props.studyHref ? readingDeckWords(progress, summary).length : 0
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
        <p className="kalima-reader-known">
          {t('reader.youKnowSurah', { percent: knowledge.percent })}
        </p>
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

/** Props of {@link WordPanel}. */
export interface WordPanelProps extends WidgetBaseProps {
  /** The word's surah (1–114), verse and position in the verse (1-based). */
  surah: number
  verse: number
  position: number
  /** Whether the panel is open (a modal dialog); `onClose` is called when it is dismissed. */
  open: boolean
  onClose: () => void
  /** Link of a lesson, for "Open its lesson" (no link without it). */
  lessonHref?: (lesson: number) => string
  /** Link of a verse in a reader, for the list of the verses the word occurs in. */
  verseHref?: (surah: number, verse: number) => string
  /** Renders links with the host's router; `<a>` by default. */
  renderLink?: RenderLink
}

/**
 * WordPanel: one word of the Quran in a dialog, as the Reader opens it: what this learner
 * knows of it, its parts (prefix, stem, suffix), the card of each word it is a form of (meaning,
 * root, part of speech, frequency, forms, root family, the verses it occurs in), "Study this
 * word" and "Open its lesson".
 */
export const WordPanel = /* @__PURE__ */ withProvider(WordPanelView, 'WordPanel', 'reader')

function WordPanelView(props: WordPanelProps) {
  const { now } = useKalima()
  const { settings } = useSettings(props.settings)
  const [lang] = useLanguage(props.language)
  const progress = useProgress()
  const { surah, verse, position } = props
  const words = useLoaded(`${surah}`, () => loadReaderSurah(surah))
  const names = useLoaded('names', loadSurahNames)
  const word = words.value?.verses[verse - 1]?.[position - 1] ?? null
  return (
    <WidgetRoot name="word-panel" settings={settings} lang={lang} className={props.className}>
      <WordDialog
        word={props.open ? word : null}
        place={{ surah, verse, position }}
        state={word ? readerWordState(progress, word.refs, now()) : 'outside'}
        lang={lang}
        onClose={props.onClose}
        lessonHref={props.lessonHref}
        verseHref={props.verseHref}
        names={names.value}
        renderLink={props.renderLink}
      />
    </WidgetRoot>
  )
}

/** The word chosen in the text, and where it stands (verse and position, 1-based). */
interface Selected {
  word: ReaderWord
  verse: number
  position: number
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

interface VersesProps {
  surah: ReaderSurah
  text: ReaderText
  meanings: Meanings | null
  showGlosses: boolean
  showTranslation: boolean
  stateOf: (word: ReaderWord) => ReaderWordState
  lang: LanguageCode
  t: Translate
  onSelect: (selected: Selected) => void
  /** The verses shown, 1-based and inclusive. */
  range: { from: number; to: number }
  /** The list, to find a verse in (the `verse` prop). */
  listRef: React.RefObject<HTMLOListElement | null>
  /** A verse to show from the first render (the one the reader opens at). */
  verse?: number | undefined
}

/**
 * Words a batch of verses holds about (core's `verseBatches`): a task's worth of rendering.
 * Small enough that a batch drawn on a slow phone stays near a frame: 250 words were a
 * 260 ms task under Lighthouse's 4× CPU slowdown (bench/notes.md).
 */
const BATCH_WORDS = 60
/** Words of the first batch: a phone's first screen and more (what a prerendered page holds). */
const FIRST_BATCH_WORDS = 80

/**
 * Every verse of the range: its words as buttons in reading order, then its translation. A
 * long surah is drawn in batches (`verseBatches`), the first at once (with the verse asked
 * for) and each next one in a task of its own, so its first verses paint without waiting for
 * the rest and no single task blocks input for long.
 */
function Verses(props: VersesProps) {
  // What a batch draws: not the range or the list (a new range each render would redraw all).
  const { range, listRef, verse, ...drawing } = props
  const { surah } = drawing
  const batches = useMemo(
    () =>
      verseBatches(
        surah.verses.map((words) => words.length),
        range,
        BATCH_WORDS,
        FIRST_BATCH_WORDS,
      ),
    [surah, range],
  )
  const needed = verse === undefined ? 1 : batches.findIndex((b) => b.to >= verse) + 1
  const [drawn, setDrawn] = useState(1)
  const count = Math.max(drawn, needed)
  useEffect(() => {
    if (count >= batches.length) return
    const next = setTimeout(() => setDrawn(count + 1), 0)
    return () => clearTimeout(next)
  }, [count, batches.length])
  return (
    <ol className="kalima-reader-verses" ref={listRef} start={range.from}>
      {batches.slice(0, count).map((batch) => (
        <VerseBatch key={batch.from} {...drawing} from={batch.from} to={batch.to} />
      ))}
    </ol>
  )
}

/** The verses `from`–`to` (1-based), drawn again only when what they show changes. */
const VerseBatch = /* @__PURE__ */ memo(function VerseBatch({
  surah,
  text,
  meanings,
  showGlosses,
  showTranslation,
  stateOf,
  lang,
  t,
  onSelect,
  from,
  to,
}: Omit<VersesProps, 'range' | 'listRef' | 'verse'> & { from: number; to: number }) {
  return surah.verses.slice(from - 1, to).map((verse, i) => {
    const v = from - 1 + i
    const ayah = v + 1
    return (
      <li
        key={ayah}
        className="kalima-reader-verse"
        aria-label={t('reader.verse', { n: ayah })}
        data-verse={ayah}
        tabIndex={-1}
      >
        <p className="kalima-reader-words" dir="rtl">
          {verse.map((word, w) => {
            const gloss =
              text.glosses?.[v]?.[w] ?? (word.refs[0] ? (meanings?.[word.refs[0]] ?? '') : '')
            const state = stateOf(word)
            return (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: words never reorder
                key={w}
                type="button"
                className="kalima-reader-word"
                data-state={state}
                aria-label={t('reader.wordLabel', {
                  word: word.arabic,
                  gloss: gloss || '—',
                  state: t(stateLabel(state)),
                })}
                onClick={() => onSelect({ word, verse: ayah, position: w + 1 })}
              >
                <span lang="ar" className="kalima-reader-arabic" data-kalima-arabic="">
                  {word.arabic}
                </span>
                {showGlosses && (
                  <span className="kalima-reader-gloss" lang={lang} dir="auto">
                    {gloss}
                  </span>
                )}
              </button>
            )
          })}
          <span className="kalima-reader-ayah" lang="ar" aria-hidden="true">
            {ayah.toLocaleString('ar-EG')}
          </span>
        </p>
        {showTranslation && (
          <p className="kalima-reader-translation" lang={lang} dir="auto">
            {text.translations[v]}
          </p>
        )}
      </li>
    )
  })
})

/** Props of {@link WordDialog}. */
export interface WordDialogProps {
  word: ReaderWord | null
  /** Where the word stands, for its parts; null when no word is chosen. */
  place: { surah: number; verse: number; position: number } | null
  state: ReaderWordState
  lang: LanguageCode
  onClose: () => void
  lessonHref?: (lesson: number) => string
  verseHref?: (surah: number, verse: number) => string
  /** The surahs' names, [transliterated, Arabic] (a fallback label of the verses a word occurs in); null while loading. */
  names: SurahNames | null
  renderLink?: RenderLink
}

/** The chosen word in a dialog: its state and the card of each word it is a form of. */
export function WordDialog({
  word,
  place,
  state,
  lang,
  onClose,
  lessonHref,
  verseHref,
  names,
  renderLink,
}: WordDialogProps) {
  const { t, progress } = useKalima()
  const refs = word?.refs ?? []
  // The words of the panel that have a review card (scheduled), as one stable string.
  const scheduled = useProgress((p) => refs.filter((id) => p.words[id]?.review).join(' '))
  const cards = useLoaded(`${refs.join(',')}.${lang}`, () =>
    Promise.all(refs.map((id) => loadRefCard(id, lang))),
  )
  const link = renderLink ?? defaultLink
  return (
    <Dialog
      open={word !== null}
      onOpenChange={(open) => !open && onClose()}
      title={
        <span lang="ar" dir="rtl" data-kalima-arabic="">
          {word?.arabic}
        </span>
      }
      className="kalima-reader-panel"
    >
      <p className="kalima-reader-panel-state" data-state={state}>
        {t(stateLabel(state))}
      </p>
      {place && <Parts place={place} lang={lang} t={t} />}
      {refs.length === 0 && <p>{t('reader.notTaught')}</p>}
      {cards.value?.map(
        (card) =>
          card && (
            <RefCardView
              key={card.id}
              card={card}
              lang={lang}
              t={t}
              lessonHref={lessonHref}
              link={link}
              inReview={scheduled.split(' ').includes(card.id)}
              onStudy={() => void progress.getState().addToReview(card.id)}
              occurrences={
                <Occurrences id={card.id} names={names} verseHref={verseHref} link={link} />
              }
            />
          ),
      )}
    </Dialog>
  )
}

/**
 * A word's parts, when it has more than one: each prefix, stem and suffix as written (with a
 * tatweel where it joins), and what it is: وَ "and", the stem's meaning, ـهُمْ "their, them".
 */
function Parts({
  place,
  lang,
  t,
}: {
  place: { surah: number; verse: number; position: number }
  lang: LanguageCode
  t: Translate
}) {
  const { surah, verse, position } = place
  const parts = useLoaded(`${surah}:${verse}:${position}`, () =>
    loadWordParts(surah, verse, position),
  )
  const meanings = useLoaded(`meanings.${lang}`, () => loadMeanings(lang))
  const id = useId()
  if (!parts.value || parts.value.length < 2 || !meanings.value) return null
  const m = meanings.value
  const what = (part: WordPart) =>
    part.prefix
      ? t(`reader.part.${part.prefix}`)
      : part.ref
        ? (m[part.ref] ?? '')
        : part.pos
          ? posLabel(part.pos, t)
          : t('reader.part.emphasis')
  return (
    <section className="kalima-reader-parts" aria-labelledby={id}>
      <h3 id={id}>{t('reader.parts')}</h3>
      <ol>
        {parts.value.map((part, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a word's parts never reorder
          <li key={i} data-role={part.role}>
            <span lang="ar" dir="rtl" data-kalima-arabic="">
              {part.display}
            </span>{' '}
            <span className="kalima-reader-part-role">{t(`reader.part.role.${part.role}`)}</span>{' '}
            {/* A prefix or a part of speech in the interface's language, a stem's meaning in
                the meanings' language. */}
            <span
              className="kalima-meaning"
              lang={part.ref && !part.prefix ? lang : undefined}
              dir="auto"
            >
              {what(part)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}

function RefCardView({
  card,
  lang,
  t,
  lessonHref,
  link,
  inReview,
  onStudy,
  occurrences,
}: {
  card: RefCard
  /** The language of the card's meanings. */
  lang: LanguageCode
  t: Translate
  lessonHref?: (lesson: number) => string
  link: RenderLink
  /** Whether the word has a review card: it comes up in Review when due. */
  inReview: boolean
  /** Adds the word to Review. */
  onStudy: () => void
  /** The verses the word occurs in (folded). */
  occurrences: React.ReactNode
}) {
  return (
    <section className="kalima-reader-card" aria-label={card.arabic}>
      <p className="kalima-reader-card-headword" lang="ar" dir="rtl" data-kalima-arabic="">
        {card.arabic}
      </p>
      <p className="kalima-reader-card-translit" lang="ar-Latn" dir="ltr">
        {card.transliteration}
      </p>
      <dl>
        <dt>{t('reader.meaning')}</dt>
        <dd lang={lang}>{card.meaning}</dd>
        {card.root && (
          <>
            <dt>{t('reader.root')}</dt>
            {/* The cell in the page's direction (aligned as its neighbours), the root's
                letters right to left within it. */}
            <dd>
              <span lang="ar" dir="rtl">
                {card.root}
              </span>
            </dd>
          </>
        )}
        <dt>{t('reader.pos')}</dt>
        <dd>{posLabel(card.pos, t)}</dd>
        <dt>{t('reader.occurrences')}</dt>
        <dd>{t('reader.times', { n: card.frequency })}</dd>
      </dl>
      {card.forms.length > 0 && (
        <details className="kalima-reader-more">
          <summary>{t('reader.forms')}</summary>
          <ul className="kalima-reader-forms">
            {card.forms.map(([form, count]) => (
              <li key={form}>
                <span lang="ar" dir="rtl" data-kalima-arabic="">
                  {form}
                </span>{' '}
                <span className="kalima-reader-count">{t('reader.times', { n: count })}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      {card.family.length > 0 && (
        <details className="kalima-reader-more">
          <summary>{t('reader.family')}</summary>
          <ul className="kalima-reader-family">
            {card.family.map((w) => (
              <li key={w.id}>
                <span lang="ar" dir="rtl" data-kalima-arabic="">
                  {w.arabic}
                </span>{' '}
                <span className="kalima-meaning" lang={lang} dir="auto">
                  {w.meaning}
                </span>{' '}
                <span className="kalima-reader-count">{t('reader.times', { n: w.frequency })}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      {occurrences}
      <div className="kalima-reader-card-actions">
        {/* One live region, so adding the word is announced where the button was. */}
        <p role="status" className="kalima-reader-in-review">
          {inReview ? t('reader.inReview') : null}
        </p>
        {!inReview && (
          <button type="button" className="kalima-button" data-variant="primary" onClick={onStudy}>
            {t('reader.study')}
          </button>
        )}
        {card.lesson !== null &&
          lessonHref &&
          link({
            href: lessonHref(card.lesson),
            className: 'kalima-button',
            children: t('reader.openLesson'),
          })}
      </div>
    </section>
  )
}

/** The surahs' names, [transliterated, Arabic], by surah number − 1 (core's `loadSurahNames`). */
type SurahNames = readonly (readonly [string, string])[]

/** Verses shown per page of a word's occurrences. */
const OCCURRENCES_PER_PAGE = 10

/** The verses a word occurs in, folded; loaded when first unfolded. */
function Occurrences(props: {
  id: string
  names: SurahNames | null
  verseHref?: (surah: number, verse: number) => string
  link: RenderLink
}) {
  const { t } = useKalima()
  const [open, setOpen] = useState(false)
  return (
    <details
      className="kalima-reader-more"
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>{t('reader.occurrencesTitle')}</summary>
      {open && <OccurrenceList {...props} />}
    </details>
  )
}

function OccurrenceList({
  id,
  names,
  verseHref,
  link,
}: {
  id: string
  names: SurahNames | null
  verseHref?: (surah: number, verse: number) => string
  link: RenderLink
}) {
  const { t } = useKalima()
  const [page, setPage] = useState(0)
  const verses = useLoaded(id, () => loadOccurrences(id))
  if (verses.error) return <LoadFailed retry={verses.retry} />
  if (!verses.value) return <p>{t('common.loading')}</p>
  const pages = Math.max(1, Math.ceil(verses.value.length / OCCURRENCES_PER_PAGE))
  const shown = verses.value.slice(page * OCCURRENCES_PER_PAGE, (page + 1) * OCCURRENCES_PER_PAGE)
  return (
    <>
      <p className="kalima-reader-count">{t('reader.verseCount', { n: verses.value.length })}</p>
      <ul className="kalima-reader-occurrences">
        {shown.map(({ surah, verse }) => {
          const label = t('reader.verseAt', {
            name: surahName(surah, t, names?.[surah - 1]?.[0] ?? ''),
            surah,
            verse,
          })
          return (
            <li key={surah * 1000 + verse}>
              {verseHref ? link({ href: verseHref(surah, verse), children: label }) : label}
            </li>
          )
        })}
      </ul>
      {pages > 1 && (
        <PagerNav
          index={page}
          total={pages}
          canPrevious={page > 0}
          canNext={page < pages - 1}
          onMove={(type) => setPage((p) => (type === 'next' ? p + 1 : p - 1))}
        />
      )}
    </>
  )
}
