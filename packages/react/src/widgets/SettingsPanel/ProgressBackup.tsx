import {
  type BackupProblem,
  backupFileName,
  MAX_BACKUP_CHARS,
  progressBackup,
  readProgressBackup,
  restoreBackup,
  type StorageDurability,
  storageDurability,
} from '@kalima/core'
import { Fragment, useEffect, useRef, useState } from 'react'
import { useKalima } from '../../hooks/useKalima'
import { formatDate } from '../../i18n'

/**
 * What the last save or restore said, whether it went wrong, and the name of the file saved
 * (shown whole and left to right inside the text, at its `{file}` placeholder).
 */
type Outcome = { text: string; error: boolean; file?: string } | null

/** Where the file's name goes in the text. */
const FILE = '\u0000'

const PROBLEM_TEXT = {
  'not-backup': 'settings.restoreNotCopy',
  newer: 'settings.restoreNewer',
  invalid: 'settings.restoreInvalid',
} as const satisfies Record<BackupProblem, string>

/** Offers `text` as a file named `name` to download. */
function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  // The download has its own copy by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * The settings panel's copy of progress: "Save a copy" downloads the learner's progress as a
 * file (core's `progressBackup`); "Restore from a copy" reads such a file and merges it in
 * (core's `readProgressBackup` and `restoreBackup`): it adds answers and never removes one;
 * a file refused says why and changes nothing.
 */
export function ProgressBackup() {
  const { t, progress, now, clock, uiLanguage } = useKalima()
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

  const save = async () => {
    const store = progress.getState()
    // Answers still being graded are in the copy with their cards.
    await store.flush()
    const at = now()
    const name = backupFileName(at, clock.utcOffsetMinutes())
    saveFile(name, progressBackup(progress.getState().progress, at))
    setOutcome({ text: t('settings.backupSaved', { file: FILE }), error: false, file: name })
  }

  const restore = async (file: File) => {
    const failed = (id: (typeof PROBLEM_TEXT)[BackupProblem]) =>
      setOutcome({ text: t(id), error: true })
    // A file far larger than any copy is not read at all (a character is at least a byte).
    const text = file.size > MAX_BACKUP_CHARS * 3 ? null : await file.text().catch(() => null)
    if (text === null) return failed('settings.restoreNotCopy')
    const read = readProgressBackup(text, { now: now() })
    if (!read.ok) return failed(PROBLEM_TEXT[read.problem])
    const store = progress.getState()
    const restored = restoreBackup(store.progress, read.progress)
    if (!restored.ok)
      return setOutcome({
        text: t('settings.restoreWouldRemove', { n: restored.removed }),
        error: true,
      })
    store.mergeIn(read.progress)
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
        data-tone={outcome?.error ? 'error' : undefined}
      >
        {outcome?.file
          ? outcome.text.split(FILE).map((part, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
              <Fragment key={i}>
                {i > 0 && <bdi className="kalima-settings-file">{outcome.file}</bdi>}
                {part}
              </Fragment>
            ))
          : (outcome?.text ?? '')}
      </p>
    </>
  )
}
