import {
  type DeckInput,
  getDeck,
  getSurahDeck,
  isStudyMode,
  parseDeck,
  type StudyMode,
} from '@kalima/core'
import { useKalima } from '../../hooks/useKalima'
import { withProvider } from '../../provider/KalimaProvider'
import { deckTitle } from '../../shared/deckTitle'
import { MODE_LABEL } from '../../shared/modeLabels'
import { ArabicText } from '../ArabicText/ArabicText'
import './CategoryBanner.css'

/** Props of {@link CategoryBanner}. */
export interface CategoryBannerProps {
  deck?: DeckInput
  /** The mode: the title reads '{deck title} - {Mode}'. */
  mode?: StudyMode
  /** Heading level of the title; 1 by default. */
  level?: 1 | 2 | 3
  /** A title instead of the deck's. */
  title?: string
  className?: string
}

/** The banner of a card page: '{category} - {Mode}', the lesson number and word count. */
export const CategoryBanner = /* @__PURE__ */ withProvider(CategoryBannerView, 'CategoryBanner')

function CategoryBannerView({ deck, mode, level = 1, title, className }: CategoryBannerProps) {
  const { t } = useKalima()
  const ref = parseDeck(deck)
  // A deck from the reader is made from the learner's progress: its words are not known here.
  const reading = ref.kind === 'reading'
  const resolved = reading ? undefined : (getDeck(ref) ?? getDeck({ kind: 'lesson', id: 1 }))
  const name = title ?? deckTitle(resolved?.ref ?? ref, t)
  const heading = isStudyMode(mode)
    ? t('banner.title', { title: name, mode: t(MODE_LABEL[mode]) })
    : name
  const Heading = `h${level}` as const
  const surah = ref.kind === 'surah' ? getSurahDeck(ref.id) : undefined
  return (
    <header
      className={['kalima-banner', className].filter(Boolean).join(' ')}
      data-deck-kind={ref.kind}
    >
      <p className="kalima-banner-kicker">
        {ref.kind === 'pronouns'
          ? null
          : ref.kind === 'lesson'
            ? t('banner.lesson', { n: resolved?.ref.kind === 'lesson' ? resolved.ref.id : 1 })
            : t('banner.surah', { n: ref.id })}
        {ref.kind === 'pronouns' || reading ? null : ' · '}
        {reading ? null : t('banner.words', { count: resolved?.words.length ?? 0 })}
      </p>
      <Heading className="kalima-banner-title">{heading}</Heading>
      {surah && <ArabicText className="kalima-banner-arabic">{surah.arabicName}</ArabicText>}
    </header>
  )
}
