import { loadOnce } from '@kalima/core/reader'
import { useKalima, useLanguage } from '@kalima/react'
import { useEffect, useId, useState } from 'react'

/** The reader's data files of the build (written by build-config/reader-chunks.ts's readerFilesList). */
interface ReaderFiles {
  version: string
  files: string[]
  /** Each file's size gzipped, bytes (what a server that compresses sends). */
  bytes?: Record<string, number>
}

/** Files fetched at once: enough to keep a slow line busy, few enough not to flood it. */
const AT_ONCE = 4

/**
 * The files a learner reading in `lang` needs offline: every surah's words and parts, its
 * texts in that language, and the occurrences index of the word panel.
 */
export const readerFilesFor = (files: readonly string[], lang: string): string[] =>
  files.filter(
    (file) =>
      /\/\d+\.(words|parts)\.reader\.js$/.test(file) ||
      /\/occurrences\.\d+\.reader\.js$/.test(file) ||
      file.endsWith(`.${lang}.text.reader.js`),
  )

/** Bytes the download of {@link readerFilesFor} `lang` transfers (gzip sizes of the build). */
export const downloadBytes = (list: ReaderFiles, lang: string): number =>
  readerFilesFor(list.files, lang).reduce((sum, file) => sum + (list.bytes?.[file] ?? 0), 0)

/** The build's list of reader files, fetched once (again after a failure). */
const readerFiles = loadOnce<void, ReaderFiles>(() =>
  fetch('/reader-files.json').then((answer) => {
    if (!answer.ok) throw new Error(`reader-files.json: ${answer.status}`)
    return answer.json() as Promise<ReaderFiles>
  }),
)

type State =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number }
  | { kind: 'done' }
  | { kind: 'failed' }

/**
 * "Read offline": downloads every surah's reader data in the learner's meaning language, so
 * the service worker keeps it (its reader cache) and every surah reads without a connection.
 */
export function ReaderDownload({ level = 2 }: { level?: 2 | 3 }) {
  const { t } = useKalima()
  const [lang] = useLanguage()
  const id = useId()
  const [state, setState] = useState<State>({ kind: 'idle' })
  // Known in the browser only (the page is prerendered): whether a service worker controls
  // the page, and so keeps what is downloaded; it may take control after the first paint.
  const [canKeep, setCanKeep] = useState<boolean | null>(null)
  useEffect(() => {
    const container = navigator.serviceWorker
    const update = () => setCanKeep(!!container?.controller)
    update()
    container?.addEventListener('controllerchange', update)
    return () => container?.removeEventListener('controllerchange', update)
  }, [])
  // The download's size, shown before it starts, once the list has come.
  const [bytes, setBytes] = useState<number | null>(null)
  useEffect(() => {
    if (!canKeep) return
    let live = true
    readerFiles().then(
      (list) => live && setBytes(downloadBytes(list, lang)),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [canKeep, lang])
  const Heading = `h${level}` as const

  const start = async () => {
    try {
      const list = await readerFiles()
      const files = readerFilesFor(list.files, lang)
      let done = 0
      setState({ kind: 'running', done, total: files.length })
      const queue = [...files]
      const worker = async () => {
        for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
          const answer = await fetch(`/${file}`)
          if (!answer.ok) throw new Error(`${file}: ${answer.status}`)
          await answer.arrayBuffer()
          done++
          setState({ kind: 'running', done, total: files.length })
        }
      }
      await Promise.all(Array.from({ length: AT_ONCE }, worker))
      setState({ kind: 'done' })
    } catch {
      setState({ kind: 'failed' })
    }
  }

  return (
    <section className="read-offline" aria-labelledby={id}>
      <Heading id={id}>{t('site.readOffline.title')}</Heading>
      {canKeep === null ? null : canKeep ? (
        <>
          <p>
            {t('site.readOffline.intro')}
            {bytes ? (
              <>
                {' '}
                {t('site.readOffline.size', {
                  // Megabytes to one decimal, written for the interface's language by t.
                  size: Math.max(0.1, Math.round(bytes / 100_000) / 10),
                })}
              </>
            ) : null}
          </p>
          <p>
            <button
              type="button"
              className="button"
              disabled={state.kind === 'running'}
              onClick={() => void start()}
            >
              {t('site.readOffline.start')}
            </button>
          </p>
          <p role="status">
            {state.kind === 'running'
              ? t('site.readOffline.progress', { done: state.done, total: state.total })
              : state.kind === 'done'
                ? t('site.readOffline.done')
                : null}
          </p>
          {state.kind === 'failed' && <p role="alert">{t('site.readOffline.failed')}</p>}
        </>
      ) : (
        <p>{t('site.readOffline.unavailable')}</p>
      )}
    </section>
  )
}
