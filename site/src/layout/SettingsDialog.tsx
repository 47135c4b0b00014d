import type { DeckRef } from '@kalima/core'
import { SettingsPanel, useKalima } from '@kalima/react'
import { useEffect, useRef } from 'react'
import { ReaderDownload } from './ReaderDownload'

/** The Settings panel in a modal dialog (Escape, Close or the browser's back closes it). */
export function SettingsDialog({
  open,
  onClose,
  deck,
}: {
  open: boolean
  onClose: () => void
  /** The deck whose progress the panel can reset; none on Review. */
  deck?: DeckRef
}) {
  const { t } = useKalima()
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const d = dialog.current
    if (!d) return
    if (open && !d.open) d.showModal()
    if (!open && d.open) d.close()
  }, [open])
  return (
    <dialog
      ref={dialog}
      className="settings-dialog"
      aria-label={t('settings.title')}
      onClose={onClose}
    >
      <div className="settings-dialog__head">
        <button type="button" className="button" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
      {open && <SettingsPanel {...(deck ? { deck } : {})} />}
      {open && <ReaderDownload level={3} />}
    </dialog>
  )
}
