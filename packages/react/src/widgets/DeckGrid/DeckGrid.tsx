import {
  type DeckRef,
  deckIdOf,
  getDeck,
  getSurahDeck,
  lessonDecks,
  progressCounts,
  surahDecks,
} from '@kalima/core'
import { useMemo } from 'react'
import { useKalima, useProgress } from '../../hooks/useKalima'
import { formatNumber } from '../../i18n'
import { withProvider } from '../../provider/KalimaProvider'
import { deckTitle } from '../../shared/deckTitle'
import type { RenderLink } from '../../shared/navigation'
import { ProgressBar } from '../../shared/ProgressBar'
import { ArabicText } from '../ArabicText/ArabicText'
import './DeckGrid.css'

/** Props of {@link DeckGrid}. */
export interface DeckGridProps {
  /**
   * 'lessons' (12), 'surahs' (114 down to 89), or explicit decks (the Pronouns deck among
   * them: `PRONOUNS_DECK`).
   */
  decks?: 'lessons' | 'surahs' | readonly DeckRef[]
  /** Link of a deck's Practice Now, e.g. deck => `/flashcards/${deck.id}`. */
  deckHref?: (deck: DeckRef) => string
  /** Called by Practice Now when there are no links. */
  onPractice?: (deck: DeckRef) => void
  /** Renders links with the host's router; `<a>` by default. */
  renderLink?: RenderLink
  /** Heading level of each deck title; 3 by default. */
  headingLevel?: 2 | 3 | 4
  /** Accessible name of the list. */
  label?: string
  className?: string
}

const refsOf = (decks: DeckGridProps['decks']): DeckRef[] => {
  if (decks === 'surahs') return [...surahDecks()]
  if (decks === undefined || decks === 'lessons') return [...lessonDecks()]
  return [...decks]
}

/** The Pronouns deck's badge where a lesson card shows its number: he, the first pronoun taught. */
const PRONOUNS_BADGE = 'هُوَ'

/**
 * The deck cards of the home screen: progress bar, 'X of Y words mastered' (known now: core's
 * `isKnown`), the words learning, Practice Now.
 */
export const DeckGrid = /* @__PURE__ */ withProvider(DeckGridView, 'DeckGrid')

function DeckGridView({
  decks,
  deckHref,
  onPractice,
  renderLink,
  headingLevel = 3,
  label,
  className,
}: DeckGridProps) {
  const { t, now, clock, uiLanguage } = useKalima()
  const progress = useProgress()
  const refs = useMemo(() => refsOf(decks), [decks])
  const Heading = `h${headingLevel}` as const
  const kindLabel = decks === 'surahs' ? t('deck.surahsLabel') : t('deck.lessonsLabel')
  return (
    <ul
      className={['kalima-deckgrid', className].filter(Boolean).join(' ')}
      aria-label={label ?? kindLabel}
    >
      {refs.map((ref) => {
        const deck = getDeck(ref)
        if (!deck) return null
        const title = deckTitle(ref, t)
        // The same counts as the study assistant and Review (core's progressCounts).
        const counts = progressCounts(
          progress,
          { now: now(), utcOffsetMinutes: clock.utcOffsetMinutes() },
          deck.words.map((w) => w.id),
        )
        const mastered = t('deck.mastered', { mastered: counts.known, total: counts.total })
        const surah = ref.kind === 'surah' ? getSurahDeck(ref.id) : undefined
        const key = deckIdOf(ref)
        const action = t('deck.practiceNow')
        const href = deckHref?.(ref)
        const titleId = `kalima-deck-${key}`
        return (
          <li
            key={key}
            className="kalima-deckcard"
            data-deck-kind={ref.kind}
            aria-labelledby={titleId}
          >
            <div className="kalima-deckcard-top">
              <span className="kalima-deckcard-number" aria-hidden="true">
                {ref.kind === 'pronouns' ? (
                  <ArabicText>{PRONOUNS_BADGE}</ArabicText>
                ) : (
                  formatNumber(ref.id, uiLanguage)
                )}
              </span>
              <div>
                <Heading id={titleId} className="kalima-deckcard-title">
                  {title}
                </Heading>
                {surah && (
                  <ArabicText className="kalima-deckcard-arabic">{surah.arabicName}</ArabicText>
                )}
              </div>
            </div>
            <ProgressBar value={counts.known} max={counts.total} label={`${title}: ${mastered}`} />
            <p className="kalima-deckcard-mastered">
              {mastered}
              {counts.learning > 0 && ` · ${t('deck.learning', { count: counts.learning })}`}
            </p>
            {counts.due > 0 && (
              <p className="kalima-deckcard-due">{t('deck.due', { count: counts.due })}</p>
            )}
            {href !== undefined ? (
              (renderLink ?? ((p) => <a {...p} />))({
                href,
                className: 'kalima-button',
                'data-variant': 'primary',
                children: (
                  <>
                    {action}
                    <span className="kalima-visually-hidden">: {title}</span>
                  </>
                ),
              })
            ) : (
              <button
                type="button"
                className="kalima-button"
                data-variant="primary"
                onClick={() => onPractice?.(ref)}
              >
                {action}
                <span className="kalima-visually-hidden">: {title}</span>
              </button>
            )}
          </li>
        )
      })}
    </ul>
  )
}
