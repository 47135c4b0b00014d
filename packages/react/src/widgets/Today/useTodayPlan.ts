import {
  type DeckInput,
  deckFromId,
  emptyProgress,
  getDeck,
  getStudyWords,
  type LanguageCode,
  lessonDecks,
  localize,
  type PracticeWord,
  type Progress,
  parseDeck,
  planToday,
  retentionOf,
  type TodayPlan,
  type TodayPlanOptions,
  type todayItems,
} from '@kalima/core'
import {
  type LearnMoreForecast,
  learnMoreForecast,
  loadedScheduler,
  loadScheduler,
  type Scheduler,
} from '@kalima/core/progress'
import {
  loadRecallData,
  peekRecallData,
  practiceForm,
  type RecallData,
  verseGap,
} from '@kalima/core/reader'
import { useEffect, useMemo, useState } from 'react'
import { useKalima, useProgress, useProgressLoaded, useSettings } from '../../hooks/useKalima'
import { useMeanings } from '../../hooks/useMeanings'
import { useArabicVoice } from '../../shared/SpeakButton'

let lessonOrder: readonly string[] | undefined
/** The lessons' words in lesson order: where new words come from by default. */
const lessonWordOrder = (): readonly string[] => {
  lessonOrder ??= lessonDecks().flatMap((d) => getDeck(d)?.words.map((w) => w.id) ?? [])
  return lessonOrder
}

/** The order new words are met in: a deck's words (a surah the learner picked), else lessons. */
export const newWordOrder = (deck: DeckInput | undefined): readonly string[] =>
  deck === undefined ? lessonWordOrder() : (getDeck(parseDeck(deck))?.words.map((w) => w.id) ?? [])

/** Every word a session may ask (every word and pronoun), in `lang`, by id; null while loading. */
export function usePracticeWords(lang: LanguageCode): ReadonlyMap<string, PracticeWord> | null {
  const meanings = useMeanings(lang)
  return useMemo(
    () =>
      meanings ? new Map(localize(getStudyWords(), meanings, lang).map((w) => [w.id, w])) : null,
    [meanings, lang],
  )
}

/** Whether a Listen question can be played: a word-audio source, or an Arabic voice. */
export function useCanListen(): boolean {
  const { wordAudio } = useKalima()
  const voice = useArabicVoice()
  return wordAudio !== undefined || voice === true
}

/** Today's plan, and whether it is the learner's (their saved progress has loaded). */
export interface TodayPlanState {
  /** The learner's plan once progress has loaded; until then, a first visitor's. */
  plan: TodayPlan
  /** What the plan was made with, besides the progress (for "Learn more": `moreNewWords`). */
  options: TodayPlanOptions
  /** Whether `plan` is the learner's own. */
  loaded: boolean
}

/**
 * Today's plan for the learner now (core's `planToday` with their goals), recomputed as
 * progress changes. Until saved progress has loaded it is the plan of a learner with none
 * (a first visitor's: what a prerendered page shows, and the card's held place).
 */
export function useTodayPlanState(deck?: DeckInput, extraNewWords = 0): TodayPlanState {
  const { now, clock } = useKalima()
  const { settings } = useSettings()
  const loaded = useProgressLoaded()
  const progress = useProgress()
  // The widget's deck, else the learner's choice (settings' newWordsFrom), else the lessons.
  const from = settings.newWordsFrom
  const order = useMemo(
    () => newWordOrder(deck ?? (from === 'lessons' ? undefined : deckFromId(from))),
    [deck, from],
  )
  return useMemo(() => {
    const options: TodayPlanOptions = {
      now: now(),
      utcOffsetMinutes: clock.utcOffsetMinutes(),
      newWordsPerDay: settings.newWordsPerDay,
      reviewsPerDay: settings.reviewsPerDay,
      newWordOrder: order,
      extraNewWords,
    }
    return { plan: planToday(loaded ? progress : emptyProgress(), options), options, loaded }
  }, [
    loaded,
    progress,
    now,
    clock,
    settings.newWordsPerDay,
    settings.reviewsPerDay,
    order,
    extraNewWords,
  ])
}

/**
 * Today's plan for the learner now ({@link useTodayPlanState}) with `extraNewWords` asked for
 * ("Learn more"); null until progress has loaded.
 */
export function useTodayPlan(
  deck?: DeckInput,
  extraNewWords = 0,
): Omit<TodayPlanState, 'loaded'> | null {
  const { loaded, ...state } = useTodayPlanState(deck, extraNewWords)
  return loaded ? state : null
}

/**
 * The data of Forms and Fill the verse (core's `loadRecallData`), loaded only when `needed` (a
 * plan with a known word); `undefined` while loading, null when not needed (or it could not be
 * loaded: those two exercises are then not asked). Data already loaded (an earlier session
 * of the visit) is there in the first render.
 */
export function useRecallData(needed: boolean | null): RecallData | null | undefined {
  const [loaded, setLoaded] = useState<RecallData | null | undefined>(undefined)
  useEffect(() => {
    if (!needed) return
    let live = true
    loadRecallData().then(
      (data) => live && setLoaded(data),
      () => live && setLoaded(null),
    )
    return () => {
      live = false
    }
  }, [needed])
  if (needed === null) return undefined
  if (!needed) return null
  return peekRecallData() ?? loaded
}

/** The form and the verse gap functions `todayItems` takes, from the recall data. */
export const recallOptions = (
  data: RecallData | null,
): Pick<Parameters<typeof todayItems>[3], 'formOf' | 'gapOf'> =>
  data
    ? {
        formOf: (word) => practiceForm(word, data.forms),
        gapOf: (word) => (word.verse ? verseGap(word.verse, (k) => data.verses[k]) : undefined),
      }
    : {}

/**
 * The scheduler module (core's `schedule`, a chunk of its own: `loadScheduler`), fetched when
 * `needed`: undefined until it is there (there at once when an answer fetched it already), null
 * if it could not be fetched (offline before it ever was).
 */
export function useScheduler(needed: boolean): Scheduler | null | undefined {
  const [scheduler, setScheduler] = useState<Scheduler | null | undefined>(loadedScheduler)
  useEffect(() => {
    if (!needed || scheduler !== undefined) return
    let live = true
    loadScheduler().then(
      (m) => live && setScheduler(m),
      () => live && setScheduler(null),
    )
    return () => {
      live = false
    }
  }, [needed, scheduler])
  return scheduler
}

/**
 * "Learn more" with what it adds to tomorrow (core's `learnMoreForecast`) for `progress` and
 * the plan's `options`, by the learner's retention: null while not `needed` or without a plan
 * (and when the scheduler could not be fetched: then nothing more is offered), undefined while
 * the scheduler is fetched ({@link useScheduler}).
 */
export function useLearnMore(
  progress: Progress,
  options: TodayPlanOptions | undefined,
  needed: boolean,
): LearnMoreForecast | null | undefined {
  const { settings } = useSettings()
  const scheduler = useScheduler(needed)
  const retention = retentionOf(settings)
  return useMemo(() => {
    if (!needed || !options || scheduler === null) return null
    if (scheduler === undefined) return undefined
    return learnMoreForecast(progress, options, { scheduler, retention })
  }, [needed, options, scheduler, progress, retention])
}
