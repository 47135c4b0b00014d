import { type MatchResult, type MatchState, matchMachine } from '@kalima/core'
import { type KeyboardEvent, useEffect, useRef } from 'react'
import { withProvider } from '../../provider/KalimaProvider'
import { AnswerMessage } from '../../shared/AnswerMessage'
import { DeckForm } from '../../shared/DeckForm'
import { activeElementOf } from '../../shared/dom'
import { FitText } from '../../shared/FitText'
import { Timer } from '../../shared/Timer'
import { type StudySessionProps, useStudySession } from '../../shared/useStudySession'
import { useTicker } from '../../shared/useTicker'
import { WidgetRoot } from '../../shared/WidgetRoot'
import { ArabicText } from '../ArabicText/ArabicText'
import { MatchCompleteDialog } from '../CompletionDialogs/CompletionDialogs'
import './Match.css'

/**
 * Props of {@link Match}: `onAnswer` hears each pair tried (an answer without a word),
 * `onComplete` the result once the last stage is completed.
 */
export interface MatchProps extends StudySessionProps<MatchResult> {}

/** Match: pair Arabic words with their meanings, 10 words per stage, 'Stage n/5'. */
export const Match = /* @__PURE__ */ withProvider(MatchView, 'Match')

function MatchView(props: MatchProps) {
  // Each pair tried is an answer (the machine reports it).
  const { state, send, kalima, settings, lang, deck, placeholder, completion } = useStudySession(
    props,
    'match',
    matchMachine,
    ({ deck, seed, now }): MatchState => matchMachine.create(deck.words, { seed, now }),
  )
  const { t, seed, now } = kalima

  const playing = state.status === 'playing'
  useTicker(playing, send)

  const grid = useRef<HTMLDivElement>(null)
  const nextStage = useRef<HTMLButtonElement>(null)
  const stageDone = state.status === 'stage-complete'
  useEffect(() => {
    if (stageDone) nextStage.current?.focus()
  }, [stageDone])
  // A new stage puts focus on its first card if focus was on the button.
  useEffect(() => {
    const active = activeElementOf(grid.current)
    if (active === document.body || active === null) return
    if (!grid.current?.contains(active) && state.stage > 1) {
      grid.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus()
    }
  }, [state.stage])

  if (deck.status === 'loading' || state.words.length === 0) return placeholder

  const hint = matchMachine.hint(state)
  const onGridKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [
      ...(grid.current?.querySelectorAll<HTMLButtonElement>('button[data-card]') ?? []),
    ]
    const current = buttons.indexOf(activeElementOf(grid.current) as HTMLButtonElement)
    if (current === -1) return
    const firstTop = buttons[0]?.offsetTop ?? 0
    const columns = Math.max(1, buttons.filter((b) => b.offsetTop === firstTop).length)
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl'
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      ArrowDown: columns,
      ArrowUp: -columns,
      Home: -current,
      End: buttons.length - 1 - current,
    }
    const delta = step[e.key]
    if (delta === undefined) return
    e.preventDefault()
    // jsdom has no layout: every card sits at offsetTop 0, so ↑/↓ fall back to one step.
    const move =
      columns === buttons.length && (e.key === 'ArrowDown' || e.key === 'ArrowUp')
        ? Math.sign(delta)
        : delta
    const target = Math.min(buttons.length - 1, Math.max(0, current + move))
    buttons[target]?.focus()
  }

  const lastStage = state.stage >= state.stageCount
  const complete = state.status === 'complete'
  return (
    <WidgetRoot
      name="match"
      fitKey={state.stage}
      settings={settings}
      lang={lang}
      className={props.className}
      aria-label={t('mode.match')}
      data-state={state.status}
    >
      <div className="kalima-match-head">
        <span className="kalima-match-stage" data-kalima-part="stage">
          {t('match.stage', { n: state.stage, total: state.stageCount })}
        </span>
        <span className="kalima-match-moves">
          {t('match.moves', { n: state.totalMoves + state.moves })}
        </span>
        <Timer seconds={state.seconds} className="kalima-match-timer" />
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of card buttons with grid arrow keys */}
      <div
        className="kalima-match-grid"
        role="group"
        aria-label={t('match.grid')}
        ref={grid}
        onKeyDown={onGridKey}
      >
        {state.cards.map((card, i) => {
          const matched = state.matched.includes(card.id)
          const cardState = matched
            ? 'matched'
            : state.wrong.includes(card.id)
              ? 'wrong'
              : state.selected.includes(card.id)
                ? 'selected'
                : 'idle'
          return (
            <button
              key={card.id}
              type="button"
              data-card={card.type}
              data-state={cardState}
              data-hint={hint === card.id ? '' : undefined}
              className="kalima-match-card"
              disabled={matched}
              aria-pressed={cardState === 'selected' || cardState === 'wrong'}
              aria-label={matched ? `${card.content}, ${t('match.matched')}` : undefined}
              tabIndex={0}
              onClick={() => send({ type: 'select', cardId: card.id, now: now() })}
              data-index={i}
            >
              {card.type === 'arabic' ? (
                <>
                  <ArabicText>
                    <FitText>{card.content}</FitText>
                  </ArabicText>
                  <DeckForm word={card} as="span" />
                </>
              ) : (
                <span className="kalima-meaning" lang={lang} dir="auto">
                  <FitText>{card.content}</FitText>
                </span>
              )}
            </button>
          )
        })}
      </div>
      <AnswerMessage verdict={stageDone ? 'correct' : null}>
        {stageDone ? t('match.stageDone') : ''}
      </AnswerMessage>
      {stageDone && (
        <div className="kalima-match-actions">
          <button
            ref={nextStage}
            type="button"
            className="kalima-button"
            data-variant="primary"
            onClick={() => send({ type: 'nextStage', now: now() })}
          >
            {lastStage ? t('match.completeCategory') : t('match.nextStage')}
          </button>
        </div>
      )}
      <MatchCompleteDialog
        {...completion.dialog(complete)}
        timeSeconds={state.totalSeconds}
        totalMoves={state.totalMoves}
        onStartAgain={() => send({ type: 'startAgain', now: now(), seed: seed() })}
      />
    </WidgetRoot>
  )
}
