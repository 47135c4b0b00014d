import {
  type DeckInput,
  getDeck,
  getStudyWords,
  type LanguageCode,
  lessonDecks,
  loadMeanings,
  localize,
  type Meanings,
  type PracticeWord,
  parseDeck,
  planToday,
  type TodayPlan,
} from '@kalima/core'
import { useEffect, useMemo, useState } from 'react'
import { useKalima, useProgress, useProgressLoaded, useSettings } from '../../hooks/useKalima'
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
  const [meanings, setMeanings] = useState<{ lang: LanguageCode; m: Meanings } | null>(null)
  useEffect(() => {
    let live = true
    void loadMeanings(lang).then((m) => live && setMeanings({ lang, m }))
    return () => {
      live = false
    }
  }, [lang])
  return useMemo(
    () =>
      meanings?.lang === lang
        ? new Map(localize(getStudyWords(), meanings.m, lang).map((w) => [w.id, w]))
        : null,
    [meanings, lang],
  )
}

/** Whether a Listen question can be played: a word-audio source, or an Arabic voice. */
export function useCanListen(): boolean {
  const { wordAudio } = useKalima()
  const voice = useArabicVoice()
  return wordAudio !== undefined || voice === true
}

/**
 * Today's plan for the learner now (core's `planToday` with their goals), recomputed as
 * progress changes; null until saved progress has loaded.
 */
export function useTodayPlan(deck?: DeckInput): TodayPlan | null {
  const { now, clock } = useKalima()
  const { settings } = useSettings()
  const loaded = useProgressLoaded()
  const progress = useProgress()
  const order = useMemo(() => newWordOrder(deck), [deck])
  return useMemo(
    () =>
      loaded
        ? planToday(progress, {
            now: now(),
            utcOffsetMinutes: clock.utcOffsetMinutes(),
            newWordsPerDay: settings.newWordsPerDay,
            reviewsPerDay: settings.reviewsPerDay,
            newWordOrder: order,
          })
        : null,
    [loaded, progress, now, clock, settings.newWordsPerDay, settings.reviewsPerDay, order],
  )
}
