import type { ReactNode } from 'react'
import { useKalima } from '../hooks/useKalima'

/** How the answer just given is shown: right, wrong, or null while none is (or was). */
export type Verdict = 'correct' | 'wrong' | null

/**
 * The live message under a question, read out as it changes (`role="status"`): by default
 * "Correct! ✨" or "Try again!" for the verdict (the original's texts), else `children`.
 */
export function AnswerMessage({
  verdict,
  children,
  className,
}: {
  verdict: Verdict
  children?: ReactNode
  className?: string
}) {
  const { t } = useKalima()
  const text = verdict === 'correct' ? t('common.correct') : verdict ? t('common.tryAgain') : ''
  return (
    <p
      className={['kalima-message', className].filter(Boolean).join(' ')}
      role="status"
      data-kind={verdict ?? undefined}
    >
      {children ?? text}
    </p>
  )
}
