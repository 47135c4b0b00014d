import {
  type BackupProblem,
  MAX_BACKUP_BYTES,
  readProgressBackup,
  restoreBackup,
  type StorageDurability,
  storageDurability,
} from '@kalima/core/progress'
import { useEffect, useRef, useState } from 'react'
import { useKalima } from '../../hooks/useKalima'
import { formatDate } from '../../i18n'
import { CopySaved, useSaveCopy } from './saveCopy'

/** What the last restore said and whether it went wrong, or the name of the copy saved. */
type Outcome = { text: string; error: boolean } | { file: string } | null

const PROBLEM_TEXT = {
  'not-backup': 'settings.restoreNotCopy',
  newer: 'settings.restoreNewer',
  invalid: 'settings.restoreInvalid',
} as const satisfies Record<BackupProblem, string>

/**
 * The settings panel's copy of progress: "Save a copy" downloads the learner's progress as a
 * file (core's `progressBackup`); "Restore from a copy" reads such a file and merges it in
 * (core's `readProgressBackup` and `restoreBackup`, through the progress store's `mergeChecked`): it adds answers and never removes one;
 * a file refused says why and changes nothing.
 */
export function ProgressBackup() {
  const { t, progress, now, uiLanguage } = useKalima()
  const input = useRef<HTMLInputElement>(null)
  const [outcome, setOutcome] = useState<Outcome>(null)
  // Whether the browser may clear the progress when the device runs low on space.
  const [durability, setDurability] = useState<StorageDurability>('unknown')
  useEffect(() => {
    let live = true
    void storageDurability().then((d) => live && setDurability(d))
    return () => {
      live = false
    }
  }, [])

  const saveCopy = useSaveCopy()
  const save = async () => setOutcome({ file: await saveCopy() })

  const restore = async (file: File) => {
    const failed = (id: (typeof PROBLEM_TEXT)[BackupProblem]) =>
      setOutcome({ text: t(id), error: true })
    const text = file.size > MAX_BACKUP_BYTES ? null : await file.text().catch(() => null)
    if (text === null) return failed('settings.restoreNotCopy')
    const read = readProgressBackup(text, { now: now() })
    if (!read.ok) return failed(PROBLEM_TEXT[read.problem])
    const store = progress.getState()
    // Checked and merged on the record as it stands, epochs the server moved followed.
    const restored = store.mergeChecked(read.progress, restoreBackup)
    if (!restored.ok)
      return setOutcome({
        text: t('settings.restoreWouldRemove', { n: restored.removed }),
        error: true,
      })
    await store.flush()
    const date = formatDate(read.savedAt, uiLanguage)
    const { words, answers } = restored.gain
    const said =
      answers === 0
        ? t('settings.restoredNothing', { date })
        : t('settings.restored', { date, n: answers }) +
          (words > 0 ? ` ${t('settings.restoredWords', { n: words })}` : '')
    setOutcome({ text: said, error: false })
  }

  return (
    <>
      <p className="kalima-settings-hint">{t('settings.backupHint')}</p>
      {durability !== 'unknown' && (
        <p
          className="kalima-settings-hint"
          data-tone={durability === 'best-effort' ? 'warning' : undefined}
        >
          {t(durability === 'persistent' ? 'settings.storageKept' : 'settings.storageAtRisk')}
        </p>
      )}
      <div className="kalima-settings-actions">
        <button type="button" className="kalima-button" onClick={save}>
          {t('settings.backupSave')}
        </button>
        <button type="button" className="kalima-button" onClick={() => input.current?.click()}>
          {t('settings.restore')}
        </button>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          hidden
          aria-label={t('settings.restore')}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0]
            // The same file may be chosen again (after a reset here, say).
            e.currentTarget.value = ''
            if (file) void restore(file)
          }}
        />
      </div>
      <p
        role="status"
        className="kalima-settings-status"
        data-tone={outcome && 'error' in outcome && outcome.error ? 'error' : undefined}
      >
        {outcome && 'file' in outcome ? <CopySaved file={outcome.file} /> : (outcome?.text ?? '')}
      </p>
    </>
  )
}
