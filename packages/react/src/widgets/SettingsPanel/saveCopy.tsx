import { backupFileName, progressBackup } from '@kalima/core/progress'
import { Fragment } from 'react'
import { useKalima } from '../../hooks/useKalima'
import './saveCopy.css'

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
 * "Save a copy of my progress": a function that downloads the learner's progress as a file
 * (core's `progressBackup`, named by `backupFileName`) and resolves to the file's name.
 */
export function useSaveCopy(): () => Promise<string> {
  const { progress, now, clock } = useKalima()
  return async () => {
    // Answers still being graded are in the copy with their cards (a failed write is no
    // reason not to save the copy: it is what the page holds).
    await progress.getState().flush()
    const at = now()
    const name = backupFileName(at, clock.utcOffsetMinutes())
    saveFile(name, progressBackup(progress.getState().progress, at))
    return name
  }
}

/** Where the file's name goes in the text. */
const FILE = '\u0000'

/** "Copy saved as kalima-progress-….json.": the name whole and left to right in any language. */
export function CopySaved({ file }: { file: string }) {
  const { t } = useKalima()
  return t('settings.backupSaved', { file: FILE })
    .split(FILE)
    .map((part, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
      <Fragment key={i}>
        {i > 0 && <bdi className="kalima-settings-file">{file}</bdi>}
        {part}
      </Fragment>
    ))
}
