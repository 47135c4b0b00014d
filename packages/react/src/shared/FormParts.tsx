import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react'

/** A labelled text input (`.kalima-field` with a `.kalima-input`). */
export function InputField({
  id,
  label,
  ...input
}: { id: string; label: ReactNode } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className'
>) {
  return (
    <div className="kalima-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="kalima-input" {...input} />
    </div>
  )
}

/** A labelled text area (`.kalima-field` with a `.kalima-input`). */
export function TextAreaField({
  id,
  label,
  ...textarea
}: { id: string; label: ReactNode } & Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'className'
>) {
  return (
    <div className="kalima-field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} className="kalima-input" {...textarea} />
    </div>
  )
}

/** The primary submit button of a form, disabled and with a spinner while busy. */
export function SubmitButton({
  busy,
  className = 'kalima-button',
  children,
}: {
  busy: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <button type="submit" className={className} data-variant="primary" disabled={busy}>
      {busy && <span className="kalima-spinner" aria-hidden="true" />}
      {children}
    </button>
  )
}

/** Where a form that sends something is. */
export type SendStatus = 'idle' | 'sending' | 'sent' | 'failed'

/** The status line under a form: the success or failure text once sent. */
export function FormStatus({
  status,
  success,
  failure,
}: {
  status: SendStatus
  success: string
  failure: string
}) {
  return (
    <p
      className="kalima-form-status"
      role="status"
      data-kind={status === 'sent' ? 'success' : status === 'failed' ? 'error' : undefined}
    >
      {status === 'sent' ? success : status === 'failed' ? failure : ''}
    </p>
  )
}
