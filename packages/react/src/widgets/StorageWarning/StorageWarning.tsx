import { lazy, Suspense } from 'react'
import { useProgressSaveError } from '../../hooks/useKalima'
import { withProvider } from '../../provider/KalimaProvider'
import type { StorageWarningProps } from './types'

// The notice, its texts and the copy's code load only when there is something to say.
const StorageWarningNotice = lazy(() => import('./StorageWarningNotice'))

/** Props of {@link StorageWarning}. */
export type { StorageWarningProps } from './types'

/**
 * Says when this page's progress is not being saved (the progress store's `saveError`: the
 * browser's storage is unavailable or full) and offers to save a copy of it in a file, which
 * restores on any device (Settings › Progress). Nothing is shown while saving works.
 */
export const StorageWarning = /* @__PURE__ */ withProvider(function StorageWarningGate(
  props: StorageWarningProps,
) {
  return useProgressSaveError() ? (
    <Suspense fallback={null}>
      <StorageWarningNotice {...props} />
    </Suspense>
  ) : null
}, 'StorageWarning')
