import { DATA_SOURCES } from '@kalima/core'
import { Fragment } from 'react'
import { useKalima } from '../../hooks/useKalima'
import { withProvider } from '../../provider/KalimaProvider'
import './DataCredit.css'

/** Props of {@link DataCredit}. */
export interface DataCreditProps {
  className?: string
}

/**
 * The attribution the vocabulary's sources require (core's `DATA_SOURCES`): a small line
 * naming each source, linked, with its licence. Hosts that show Kalima's words (the site's
 * footer, every embedded element) render it; see docs/data.md.
 */
function DataCreditView({ className }: DataCreditProps) {
  const { t } = useKalima()
  return (
    <p className={['kalima-credit', className].filter(Boolean).join(' ')}>
      {t('credit.data')}{' '}
      {DATA_SOURCES.map((source, i) => (
        <Fragment key={source.id}>
          {i > 0 && ' · '}
          {/* A source's name and licence read left to right as one piece, also within a
              right-to-left line: two pieces would be laid out right to left, the licence
              before the name and the space between them on the wrong side. */}
          <span lang="en" dir="ltr" translate="no">
            <a href={source.url} target="_blank" rel="noopener noreferrer">
              {source.name}
            </a>
            {source.licence && ` (${source.licence})`}
          </span>
        </Fragment>
      ))}
    </p>
  )
}

/** The data sources' credit line, in the UI language. */
export const DataCredit = /* @__PURE__ */ withProvider(DataCreditView, 'DataCredit')
