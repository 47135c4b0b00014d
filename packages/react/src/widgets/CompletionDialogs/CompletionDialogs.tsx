import { type DeckRef, formatTimer, nextDeck } from '@kalima/core'
import { Fragment, type ReactNode } from 'react'
import { useKalima } from '../../hooks/useKalima'
import { Dialog } from '../../shared/Dialog'
import { NavAction, type NavigationProps } from '../../shared/navigation'

interface CompletionBase extends NavigationProps {
  open: boolean
  /** Closes the dialog (Escape, close button); the session stays complete. */
  onOpenChange?: (open: boolean) => void
}

/** A figure of a completion dialog: 'Time' and '1:05', 'Total Moves' and 12. */
interface CompletionFigure {
  label: string
  value: ReactNode
}

/** What the three completion dialogs share: title, text, figures, the again button and the links. */
function CompletionDialog({
  title,
  text,
  figures,
  againLabel,
  onAgain,
  homeLabel,
  nextCategory,
  deck,
  ...p
}: CompletionBase & {
  title: string
  text: string
  figures: readonly CompletionFigure[]
  againLabel: string
  onAgain: () => void
  homeLabel: string
  /** Whether to offer Next Category (a link or button when there is a next deck). */
  nextCategory: boolean
  deck?: DeckRef
}) {
  return (
    <Dialog
      open={p.open}
      onOpenChange={p.onOpenChange}
      title={title}
      actions={
        <>
          <button
            type="button"
            className="kalima-button"
            data-variant="primary"
            onClick={onAgain}
            data-autofocus
          >
            {againLabel}
          </button>
          <NavAction href={p.homeHref} onClick={p.onGoHome} renderLink={p.renderLink}>
            {homeLabel}
          </NavAction>
          {nextCategory && <NextCategory {...p} deck={deck} />}
        </>
      }
    >
      <p>{text}</p>
      <dl>
        {figures.map((f) => (
          <Fragment key={f.label}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </Fragment>
        ))}
      </dl>
    </Dialog>
  )
}

/** Props of {@link LearnCompleteDialog}. */
export interface LearnCompleteDialogProps extends CompletionBase {
  total: number
  correct: number
  wrongAttempts: number
  onTryAgain: () => void
}

/** Learn's completion: 'Congratulations! You've successfully learned all N words!'. */
export function LearnCompleteDialog(p: LearnCompleteDialogProps) {
  const { t } = useKalima()
  return (
    <CompletionDialog
      {...p}
      title={t('learn.completeTitle')}
      text={t('learn.completeText', { count: p.total })}
      figures={[
        { label: t('common.totalCorrect'), value: p.correct },
        { label: t('learn.totalWrong'), value: p.wrongAttempts },
      ]}
      againLabel={t('learn.tryAgain')}
      onAgain={p.onTryAgain}
      homeLabel={t('common.goToHome')}
      nextCategory={false}
    />
  )
}

function NextCategory({ deck, ...p }: NavigationProps & { deck?: DeckRef }) {
  const { t } = useKalima()
  const next = deck ? nextDeck(deck) : null
  if (!next) return null
  return (
    <NavAction
      href={p.deckHref?.(next)}
      onClick={p.onNextCategory ? () => p.onNextCategory?.(next) : undefined}
      renderLink={p.renderLink}
    >
      {t('common.nextCategory')}
    </NavAction>
  )
}

/** Props of {@link TestCompleteDialog}. */
export interface TestCompleteDialogProps extends CompletionBase {
  total: number
  correct: number
  timeSeconds: number
  /** The deck, for Next Category. */
  deck?: DeckRef
  onTryAgain: () => void
}

/** Test's completion: Congratulations, time, total correct, Try Again, Go Home, Next Category. */
export function TestCompleteDialog(p: TestCompleteDialogProps) {
  const { t } = useKalima()
  return (
    <CompletionDialog
      {...p}
      title={t('common.congratulations')}
      text={t('test.completeText', { count: p.total })}
      figures={[
        { label: t('common.time'), value: formatTimer(p.timeSeconds) },
        { label: t('common.totalCorrect'), value: p.correct },
      ]}
      againLabel={t('test.tryAgain')}
      onAgain={p.onTryAgain}
      homeLabel={t('common.goHome')}
      nextCategory
    />
  )
}

/** Props of {@link MatchCompleteDialog}. */
export interface MatchCompleteDialogProps extends CompletionBase {
  timeSeconds: number
  totalMoves: number
  deck?: DeckRef
  onStartAgain: () => void
}

/** Match's completion: 'Category Completed!', time m:ss, Total Moves, Start Again, Go to Home, Next Category. */
export function MatchCompleteDialog(p: MatchCompleteDialogProps) {
  const { t } = useKalima()
  return (
    <CompletionDialog
      {...p}
      title={t('match.completeTitle')}
      text={t('match.completeText')}
      figures={[
        { label: t('common.time'), value: formatTimer(p.timeSeconds) },
        { label: t('match.totalMoves'), value: p.totalMoves },
      ]}
      againLabel={t('match.startAgain')}
      onAgain={p.onStartAgain}
      homeLabel={t('common.goToHome')}
      nextCategory
    />
  )
}
