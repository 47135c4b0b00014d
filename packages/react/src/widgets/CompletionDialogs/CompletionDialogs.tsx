import { type DeckRef, nextDeck, type StudyWord, testVerdict } from '@kalima/core'
import { Fragment, type ReactNode } from 'react'
import { useKalima } from '../../hooks/useKalima'
import { formatClock, formatNumber } from '../../i18n'
import { Dialog } from '../../shared/Dialog'
import { GoHomeAction, NavAction, type NavigationProps } from '../../shared/navigation'
import { WordList } from '../../shared/WordList'

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

/**
 * What the three completion dialogs share: title, text, figures, the again button and the
 * links. The again button comes first, the primary action with the focus, unless a
 * `firstAction` takes its place.
 */
function CompletionDialog({
  title,
  text,
  figures,
  againLabel,
  onAgain,
  homeLabel,
  nextCategory,
  deck,
  children,
  firstAction,
  moreActions,
  ...p
}: CompletionBase & {
  title: string
  text: string
  figures: readonly CompletionFigure[]
  againLabel: string
  onAgain: () => void
  /** Shown under the figures (a Test's missed words). */
  children?: ReactNode
  /**
   * An action before the again button (a failed Test's Review these N words): the primary
   * one, which should carry `data-variant="primary"` and `data-autofocus`; the again button
   * is then a plain one.
   */
  firstAction?: ReactNode
  /** Actions after the again button (a passed Test's Review these N words). */
  moreActions?: ReactNode
  homeLabel: string
  /** Whether to offer Next Category (a link or button when there is a next deck). */
  nextCategory: boolean
  deck?: DeckRef
}) {
  const { uiLanguage } = useKalima()
  return (
    <Dialog
      open={p.open}
      onOpenChange={p.onOpenChange}
      title={title}
      actions={
        <>
          {firstAction}
          <button
            type="button"
            className="kalima-button"
            data-variant={firstAction ? undefined : 'primary'}
            onClick={onAgain}
            data-autofocus={firstAction ? undefined : true}
          >
            {againLabel}
          </button>
          {moreActions}
          <GoHomeAction nav={p}>{homeLabel}</GoHomeAction>
          {nextCategory && <NextCategory {...p} deck={deck} />}
        </>
      }
    >
      <p>{text}</p>
      <dl>
        {figures.map((f) => (
          <Fragment key={f.label}>
            <dt>{f.label}</dt>
            <dd>{typeof f.value === 'number' ? formatNumber(f.value, uiLanguage) : f.value}</dd>
          </Fragment>
        ))}
      </dl>
      {children}
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
      text={t('learn.completeText', { n: p.total })}
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
  /** Words right at their first answer; with it the dialog shows the score and mistakes. */
  firstTry?: number
  /** Wrong answers given. */
  mistakes?: number
  /** The words answered wrong at least once, listed with their meanings. */
  missed?: readonly StudyWord[]
  /** Language of the meanings listed. */
  lang?: string
  /** "Review these N words": opens a Review session of the missed words (offered when some were). */
  onReviewMissed?: () => void
  /** The deck, for Next Category. */
  deck?: DeckRef
  onTryAgain: () => void
}

/**
 * Test's completion, by its verdict ({@link testVerdict}: passed at 80 % right the first
 * time). Passed: Congratulations and the first-try score. Not passed: no congratulation, "Not
 * there yet", the score and the pass mark, and Review these N words as the first action.
 * Then the time, total correct, right the first time, mistakes and the words missed; Try
 * Again, Review these N words (when some were missed and not first), Go Home, Next Category.
 * Without `firstTry` (a caller that does not count first tries) there is no verdict: the
 * neutral "You've completed all N words correctly!" under Congratulations, as before first
 * tries were counted.
 */
export function TestCompleteDialog(p: TestCompleteDialogProps) {
  const { t, uiLanguage } = useKalima()
  const missed = p.missed ?? []
  const verdict =
    p.firstTry === undefined ? null : testVerdict({ firstTry: p.firstTry, total: p.total, missed })
  const failed = verdict !== null && !verdict.passed
  const review =
    missed.length > 0 && p.onReviewMissed ? (
      <button
        type="button"
        className="kalima-button"
        data-variant={failed ? 'primary' : undefined}
        data-autofocus={failed ? true : undefined}
        onClick={p.onReviewMissed}
      >
        {t('test.reviewMissed', { n: missed.length })}
      </button>
    ) : null
  const score: CompletionFigure[] =
    p.firstTry === undefined
      ? []
      : [
          {
            label: t('test.firstTry'),
            value: t('test.firstTryValue', { n: p.firstTry, total: p.total }),
          },
          { label: t('test.mistakes'), value: p.mistakes ?? 0 },
        ]
  return (
    <CompletionDialog
      {...p}
      title={failed ? t('test.notPassedTitle') : t('common.congratulations')}
      text={
        verdict === null
          ? t('test.completeText', { n: p.total })
          : verdict.passed
            ? t('test.passedText', { n: verdict.firstTry, total: verdict.total })
            : t('test.notPassedText', {
                n: verdict.firstTry,
                total: verdict.total,
                pass: verdict.needed,
                percent: Math.round(verdict.passMark * 100),
              })
      }
      figures={[
        { label: t('common.time'), value: formatClock(p.timeSeconds, uiLanguage) },
        { label: t('common.totalCorrect'), value: p.correct },
        ...score,
      ]}
      againLabel={t('test.tryAgain')}
      onAgain={p.onTryAgain}
      firstAction={failed ? review : null}
      moreActions={failed ? null : review}
      homeLabel={t('common.goHome')}
      nextCategory
    >
      {missed.length > 0 && (
        <WordList words={missed} label={t('test.missed')} lang={p.lang ?? 'en'} />
      )}
    </CompletionDialog>
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
  const { t, uiLanguage } = useKalima()
  return (
    <CompletionDialog
      {...p}
      title={t('match.completeTitle')}
      text={t('match.completeText')}
      figures={[
        { label: t('common.time'), value: formatClock(p.timeSeconds, uiLanguage) },
        { label: t('match.totalMoves'), value: p.totalMoves },
      ]}
      againLabel={t('match.startAgain')}
      onAgain={p.onStartAgain}
      homeLabel={t('common.goToHome')}
      nextCategory
    />
  )
}
