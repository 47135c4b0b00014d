import { useKalima } from '../../hooks/useKalima'
import { withProvider } from '../../provider/KalimaProvider'
import './ProgressTerms.css'

/** Props of {@link ProgressTerms}. */
export interface ProgressTermsProps {
  className?: string
}

/**
 * "What do mastered, learning and due mean?": a short, collapsed explanation of the
 * progress model (core's `progressCounts`; a word is mastered, known, while its card is
 * stable for core's KNOWN_STABILITY_DAYS, 21, and not due) shown beside the figures that use
 * it.
 */
export const ProgressTerms = /* @__PURE__ */ withProvider(ProgressTermsView, 'ProgressTerms')

function ProgressTermsView({ className }: ProgressTermsProps) {
  const { t } = useKalima()
  return (
    <details className={['kalima-terms', className].filter(Boolean).join(' ')}>
      <summary>{t('progress.termsTitle')}</summary>
      <ul>
        <li>{t('progress.termMastered')}</li>
        <li>{t('progress.termLearning')}</li>
        <li>{t('progress.termDue')}</li>
        <li>{t('progress.termToday')}</li>
      </ul>
    </details>
  )
}
