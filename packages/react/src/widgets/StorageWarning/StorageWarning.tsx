import { useState } from 'react'
import { useKalima, useLanguage, useProgressSaveError, useSettings } from '../../hooks/useKalima'
import { withProvider } from '../../provider/KalimaProvider'
import { WidgetRoot } from '../../shared/WidgetRoot'
import { CopySaved, useSaveCopy } from '../SettingsPanel/saveCopy'
import './StorageWarning.css'

/** Props of {@link StorageWarning}. */
export interface StorageWarningProps {
  className?: string
}

/**
 * Says when this page's progress is not being saved (the progress store's `saveError`: the
 * browser's storage is unavailable or full) and offers to save a copy of it in a file, which
 * restores on any device (Settings › Progress). Nothing is shown while saving works.
 */
export const StorageWarning = /* @__PURE__ */ withProvider(function StorageWarningGate(
  props: StorageWarningProps,
) {
  // The texts (the settings part) load only when there is something to say.
  return useProgressSaveError() ? <StorageWarningNotice {...props} /> : null
}, 'StorageWarning')

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
        <p>{t('settings.saveFailing')}</p>
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
