import { useState } from 'react'
import { useKalima, useLanguage, useSettings } from '../../hooks/useKalima'
import { withProvider } from '../../provider/KalimaProvider'
import { WidgetRoot } from '../../shared/WidgetRoot'
import { CopySaved, useSaveCopy } from '../SettingsPanel/saveCopy'
import type { StorageWarningProps } from './types'
import './StorageWarning.css'

/** What {@link StorageWarning} shows when the progress is not being saved (loaded only then). */
const StorageWarningNotice = /* @__PURE__ */ withProvider(
  StorageWarningView,
  'StorageWarningNotice',
  'settings',
)

function StorageWarningView(props: StorageWarningProps) {
  const { t } = useKalima()
  const { settings } = useSettings()
  const [lang] = useLanguage()
  const saveCopy = useSaveCopy()
  const [saved, setSaved] = useState<string | null>(null)
  return (
    <WidgetRoot
      name="storage-warning"
      as="div"
      settings={settings}
      lang={lang}
      className={props.className}
      role="alert"
    >
      <p className="kalima-storage-warning-text">{t('settings.notSaved')}</p>
      <details className="kalima-storage-warning-why">
        <summary>{t('settings.why')}</summary>
        <p>{t(props.embedded ? 'settings.saveFailingEmbedded' : 'settings.saveFailing')}</p>
      </details>
      <button
        type="button"
        className="kalima-button"
        onClick={async () => setSaved(await saveCopy())}
      >
        {t('settings.backupSaveShort')}
      </button>
      {saved && (
        <p className="kalima-storage-warning-saved">
          <CopySaved file={saved} />
        </p>
      )}
    </WidgetRoot>
  )
}

export default StorageWarningNotice
