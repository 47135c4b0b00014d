// A word of the Quran in a dialog: its state for the learner, its parts, its cards, the verses it occurs in.
import { type LanguageCode, loadMeanings } from '@kalima/core'
import {
  loadOccurrences,
  loadRefCard,
  loadWordParts,
  type ReaderWord,
  type ReaderWordState,
  type RefCard,
  type WordPart,
} from '@kalima/core/reader'
import { useId, useState } from 'react'
import { useKalima, useProgress } from '../../hooks/useKalima'
import type { Translate } from '../../i18n'
import { Dialog } from '../../shared/Dialog'
import { posLabel, surahName } from '../../shared/deckTitle'
import { defaultLink, type RenderLink } from '../../shared/navigation'
import { PagerNav } from '../../shared/PagerNav'
import { useLoaded } from '../../shared/useLoaded'
import { LoadFailed } from './LoadFailed'

import { stateLabel } from './stateLabel'

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
