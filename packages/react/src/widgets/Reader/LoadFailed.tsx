import { useKalima } from '../../hooks/useKalima'

/** The reader's data could not be loaded (offline, a dropped connection): says so, and retries. */
export function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useKalima()
  return (
    <div role="alert" className="kalima-reader-failed">
      <p>{t('reader.loadFailed')}</p>
      <button type="button" className="kalima-button" onClick={retry}>
        {t('reader.retry')}
      </button>
    </div>
  )
}
