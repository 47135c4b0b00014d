import { type ReactNode, useEffect, useId, useRef } from 'react'
import { useKalima } from '../hooks/useKalima'
import { activeElementOf } from './dom'
import { CloseIcon } from './icons'
import './Dialog.css'

/** Props of {@link Dialog}. */
export interface DialogProps {
  open: boolean
  /** Called on Escape, the close button or a backdrop click. */
  onOpenChange?: (open: boolean) => void
  title: ReactNode
  children?: ReactNode
  /** Buttons at the bottom. */
  actions?: ReactNode
  /** Shows a close button in the corner (default true when onOpenChange is given). */
  closable?: boolean
  className?: string
}

/**
 * A modal dialog on the native `<dialog>`: `showModal()` traps focus and makes the page
 * inert; focus returns to the element that had it when the dialog closes.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  children,
  actions,
  closable,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const { t } = useKalima()
  const returnTo = useRef<Element | null>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      returnTo.current = activeElementOf(dialog)
      if (typeof dialog.showModal === 'function') {
        try {
          dialog.showModal()
        } catch {
          dialog.setAttribute('open', '')
        }
      } else dialog.setAttribute('open', '')
      const first =
        dialog.querySelector<HTMLElement>('[data-autofocus]') ??
        dialog.querySelector<HTMLElement>('button, [href], input')
      first?.focus()
      // An action is in view at the dialog's foot wherever the dialog is scrolled (Dialog.css
      // keeps the actions there): a long dialog opens at its title, whatever showModal's own
      // focusing or this one scrolled to reach it.
      if (first?.closest('.kalima-dialog-actions')) dialog.scrollTop = 0
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close()
      else dialog.removeAttribute('open')
    }
    return () => {
      if (open && returnTo.current instanceof HTMLElement) {
        const target = returnTo.current
        returnTo.current = null
        queueMicrotask(() => target.isConnected && target.focus())
      }
    }
  }, [open])
  const showClose = closable ?? onOpenChange !== undefined
  return (
    <dialog
      ref={ref}
      className={['kalima-dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-state={open ? 'open' : 'closed'}
      onCancel={(e) => {
        e.preventDefault()
        onOpenChange?.(false)
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget && onOpenChange) onOpenChange(false)
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && onOpenChange) {
          e.preventDefault()
          onOpenChange(false)
        }
      }}
    >
      {open && (
        <div className="kalima-dialog-body">
          <div className="kalima-dialog-head">
            <h2 id={titleId} className="kalima-dialog-title">
              {title}
            </h2>
            {showClose && (
              <button
                type="button"
                className="kalima-button kalima-icon-button"
                data-variant="ghost"
                aria-label={t('common.close')}
                onClick={() => onOpenChange?.(false)}
              >
                <CloseIcon />
              </button>
            )}
          </div>
          {children}
          {actions && <div className="kalima-dialog-actions">{actions}</div>}
        </div>
      )}
    </dialog>
  )
}
