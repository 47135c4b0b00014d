import { useState } from 'react'

/**
 * The completion dialog of a study mode (Learn, Match, Test): it opens at every completion,
 * the learner may close it, and the mode's own `onComplete` prop still hears the result.
 * Pass `completed` as the machine's `onComplete` and spread `dialog(complete)` on the dialog.
 */
export function useCompletionDialog<R>(onComplete: ((result: R) => void) | undefined) {
  const [open, setOpen] = useState(true)
  return {
    completed: (result: R) => {
      setOpen(true)
      onComplete?.(result)
    },
    dialog: (complete: boolean) => ({ open: complete && open, onOpenChange: setOpen }),
  }
}
