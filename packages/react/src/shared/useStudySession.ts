import type { AnswerReport, Machine, Settings } from '@kalima/core'
import type { DeckWords } from '../hooks/useDeckWords'
import { useKalima } from '../hooks/useKalima'
import { type ModeHandle, useMode } from '../hooks/useMode'
import type { NavigationProps } from './navigation'
import { useCompletionDialog } from './useCompletionDialog'
import { useSessionSeed } from './useSessionSeed'
import { type StudyWidgetProps, useStudyWords } from './useStudyWords'

/** What a study mode's session starts from: its words, settings, seed and the time. */
export interface SessionStart {
  deck: DeckWords
  settings: Settings
  /** The mounted session's seed: the same on a restart because the words changed. */
  seed: number
  now: number
}

/**
 * Props every session-based mode (Learn, Test, Match) takes: its words, how it leaves itself
 * (its completion dialog's Go Home and Next Category) and what it reports.
 */
export interface StudySessionProps<R> extends StudyWidgetProps, NavigationProps {
  /** Called after each answer (in Match, each pair tried: an answer without a word). */
  onAnswer?: (answer: AnswerReport) => void
  /** Called when the session is complete, with its result. */
  onComplete?: (result: R) => void
}

/**
 * The preamble every session-based study mode shares: the provider's ports, the deck's words
 * with the settings and language, one seed per mounted session, the completion dialog, and
 * the mode's core machine run over them, restarted when the words (or `restartOn`) change.
 * `placeholder` is what the widget renders while its deck loads or has no words.
 * `restartOn` names what else, of the settings, starts a new session when it changes.
 * `completion.dialog(complete)` is spread on the mode's completion dialog: whether it is
 * open, and the host's navigation with the deck for Next Category (none for a word list).
 */
export function useStudySession<S, E, F extends { type: string }, R>(
  props: StudySessionProps<R>,
  name: string,
  machine: Machine<S, E, F>,
  create: (start: SessionStart) => S,
  restartOn: (settings: Settings) => readonly unknown[] = () => [],
) {
  const kalima = useKalima()
  const { settings, lang, deck, placeholder } = useStudyWords(props, name)
  // One seed per mounted session (a restart on new words keeps the question on screen).
  const sessionSeedOf = useSessionSeed()
  const { completed, dialog } = useCompletionDialog(props.onComplete)
  const completion = {
    completed,
    dialog: (complete: boolean) => ({
      ...dialog(complete),
      onGoHome: props.onGoHome,
      homeHref: props.homeHref,
      onNextCategory: props.onNextCategory,
      deckHref: props.deckHref,
      renderLink: props.renderLink,
      deck: props.words ? undefined : deck.ref,
    }),
  }
  const mode: ModeHandle<S, E> = useMode(
    machine,
    () => create({ deck, settings, seed: sessionSeedOf(), now: kalima.now() }),
    {
      settings,
      onAnswer: props.onAnswer,
      onComplete: completed,
      restartOn: [deck.words, ...restartOn(settings)],
    },
  )
  return { ...mode, kalima, settings, lang, deck, placeholder, completion }
}
