// What the three account widgets (AuthForm, ResetPasswordForm, UnsubscribeNotice) share: the
// page around them, their message box and the new password typed twice.
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { useLanguage, useSettings } from '../../hooks/useKalima'
import { InputField } from '../../shared/FormParts'
import { WidgetRoot } from '../../shared/WidgetRoot'
import './AuthForm.css'

/**
 * The page of an account widget (`.kalima-auth`): a section named by its title heading
 * (`.kalima-auth-title`), busy while a request runs, with `footer` (the links under it) in
 * `.kalima-auth-legal` after the content.
 */
export function AuthPage({
  title,
  headingLevel = 2,
  busy,
  className,
  footer,
  children,
}: {
  /** The heading's text, which also names the section. */
  title: string
  /** Level of the heading; 2 by default. */
  headingLevel?: 1 | 2 | 3
  /** A request runs (`aria-busy`). */
  busy: boolean
  className?: string
  /** The links under the widget (terms and privacy, sign in, home). */
  footer: ReactNode
  children: ReactNode
}) {
  const Heading = `h${headingLevel}` as const
  const { settings } = useSettings()
  const [lang] = useLanguage()
  const id = useId()
  return (
    <WidgetRoot
      name="auth"
      settings={settings}
      lang={lang}
      className={className}
      aria-labelledby={`${id}-title`}
      aria-busy={busy}
    >
      <Heading id={`${id}-title`} className="kalima-auth-title">
        {title}
      </Heading>
      {children}
      <p className="kalima-auth-legal">{footer}</p>
    </WidgetRoot>
  )
}

/** What an account widget's message box says, and whether it is a success, an error or news. */
export interface AuthNotice {
  kind: 'success' | 'error' | 'info'
  text: string
}

/**
 * The message box of an account widget (`.kalima-auth-message`, `data-kind` its kind): an
 * alert for an error, a status otherwise. With `focus`, it is focusable and takes the focus
 * each time it is given a new `message` object (a message said again is focused again), so
 * that the keyboard and a screen reader land on what the request answered.
 */
export function AuthMessageBox({
  message,
  focus = false,
  children,
}: {
  message: AuthNotice
  /** Whether each new message takes the focus. */
  focus?: boolean
  /** Actions after the text (a close button). */
  children?: ReactNode
}) {
  const box = useRef<HTMLDivElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new message object, even one saying the same again, takes the focus
  useEffect(() => {
    if (focus) box.current?.focus()
  }, [focus, message])
  return (
    <div
      ref={box}
      className="kalima-auth-message"
      data-kind={message.kind}
      role={message.kind === 'error' ? 'alert' : 'status'}
      tabIndex={focus ? -1 : undefined}
    >
      <p>{message.text}</p>
      {children}
    </div>
  )
}

/** The two fields of a new password, in the order they show. */
const NEW_PASSWORD_FIELDS = ['password', 'repeat'] as const

/** One of the two fields of a new password: the password, or it repeated. */
export type NewPasswordField = (typeof NEW_PASSWORD_FIELDS)[number]

/**
 * A new password and its repetition (a sign-up, a reset): two required password fields
 * with the `new-password` autocomplete, ids `${id}-password` and `${id}-repeat`. Their
 * check is @kalima/core's `checkNewPassword`, on submit.
 */
export function NewPasswordFields({
  id,
  labels,
  values,
  onChange,
}: {
  /** Prefix of the fields' ids. */
  id: string
  labels: Record<NewPasswordField, string>
  values: Record<NewPasswordField, string>
  onChange: (field: NewPasswordField, value: string) => void
}) {
  return (
    <>
      {NEW_PASSWORD_FIELDS.map((field) => (
        <InputField
          key={field}
          id={`${id}-${field}`}
          label={labels[field]}
          type="password"
          autoComplete="new-password"
          required
          value={values[field]}
          onChange={(e) => onChange(field, e.target.value)}
        />
      ))}
    </>
  )
}
