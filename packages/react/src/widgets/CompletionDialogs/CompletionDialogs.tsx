import { type DeckRef, formatTimer } from '../../core'
import { useKalima } from '../../hooks/useKalima'
import { Dialog } from '../../shared/Dialog'
import { followingDeck, NavAction, type NavigationProps } from '../../shared/navigation'

interface CompletionBase extends NavigationProps {
  open: boolean
  /** Closes the dialog (Escape, close button); the session stays complete. */
  onOpenChange?: (open: boolean) => void
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
    <Dialog
      open={p.open}
      onOpenChange={p.onOpenChange}
      title={t('learn.completeTitle')}
      actions={
        <>
          <button
            type="button"
            className="kalima-button"
            data-variant="primary"
            onClick={p.onTryAgain}
            data-autofocus
          >
            {t('learn.tryAgain')}
          </button>
          <NavAction href={p.homeHref} onClick={p.onGoHome} renderLink={p.renderLink}>
            {t('common.goToHome')}
          </NavAction>
        </>
      }
    >
      <p>{t('learn.completeText', { count: p.total })}</p>
      <dl>
        <dt>{t('common.totalCorrect')}</dt>
        <dd>{p.correct}</dd>
        <dt>{t('learn.totalWrong')}</dt>
        <dd>{p.wrongAttempts}</dd>
      </dl>
    </Dialog>
  )
}

function NextCategory({ deck, ...p }: NavigationProps & { deck?: DeckRef }) {
  const { t } = useKalima()
  const next = deck ? followingDeck(deck) : null
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
    <Dialog
      open={p.open}
      onOpenChange={p.onOpenChange}
      title={t('common.congratulations')}
      actions={
        <>
          <button
            type="button"
            className="kalima-button"
            data-variant="primary"
            onClick={p.onTryAgain}
            data-autofocus
          >
            {t('test.tryAgain')}
          </button>
          <NavAction href={p.homeHref} onClick={p.onGoHome} renderLink={p.renderLink}>
            {t('common.goHome')}
          </NavAction>
          <NextCategory {...p} />
        </>
      }
    >
      <p>{t('test.completeText', { count: p.total })}</p>
      <dl>
        <dt>{t('common.time')}</dt>
        <dd>{formatTimer(p.timeSeconds)}</dd>
        <dt>{t('common.totalCorrect')}</dt>
        <dd>{p.correct}</dd>
      </dl>
    </Dialog>
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
    <Dialog
      open={p.open}
      onOpenChange={p.onOpenChange}
      title={t('match.completeTitle')}
      actions={
        <>
          <button
            type="button"
            className="kalima-button"
            data-variant="primary"
            onClick={p.onStartAgain}
            data-autofocus
          >
            {t('match.startAgain')}
          </button>
          <NavAction href={p.homeHref} onClick={p.onGoHome} renderLink={p.renderLink}>
            {t('common.goToHome')}
          </NavAction>
          <NextCategory {...p} />
        </>
      }
    >
      <p>{t('match.completeText')}</p>
      <dl>
        <dt>{t('common.time')}</dt>
        <dd>{formatTimer(p.timeSeconds)}</dd>
        <dt>{t('match.totalMoves')}</dt>
        <dd>{p.totalMoves}</dd>
      </dl>
    </Dialog>
  )
}
