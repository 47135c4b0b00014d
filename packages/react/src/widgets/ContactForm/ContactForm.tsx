import type { ContactMessage } from '@kalima/core/accounts'
import { type FormEvent, useId, useState } from 'react'
import { useKalima, useLanguage, useSettings } from '../../hooks/useKalima'
import { withProvider } from '../../provider/KalimaProvider'
import {
  FormStatus,
  InputField,
  type SendStatus,
  SubmitButton,
  TextAreaField,
} from '../../shared/FormParts'
import { WidgetRoot } from '../../shared/WidgetRoot'
import './Forms.css'

/** Props of {@link ContactForm}. */
export interface ContactFormProps {
  /** Called after the message was sent. */
  onSent?: (message: ContactMessage) => void
  /** Heading; 'Contact us' by default. Pass null to hide it. */
  title?: string | null
  className?: string
}

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' }

/** The contact form: name, email, subject and message; a spinner while sending; §8's texts. */
export const ContactForm = /* @__PURE__ */ withProvider(ContactFormView, 'ContactForm', 'account')

function ContactFormView({ onSent, title, className }: ContactFormProps) {
  const { t, backend } = useKalima()
  const { settings } = useSettings()
  const [lang] = useLanguage()
  const id = useId()
  const [values, setValues] = useState(EMPTY)
  const [status, setStatus] = useState<SendStatus>('idle')
  const set = (name: keyof ContactMessage) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }))
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setStatus('sending')
    try {
      await backend.sendContactMessage(values)
      setStatus('sent')
      onSent?.(values)
      setValues(EMPTY)
    } catch {
      setStatus('failed')
    }
  }
  const heading = title === undefined ? t('contact.title') : title
  const field = (
    name: keyof ContactMessage,
    type: 'text' | 'email' = 'text',
    autoComplete?: string,
  ) => (
    <InputField
      id={`${id}-${name}`}
      label={t(`contact.${name}`)}
      type={type}
      required
      autoComplete={autoComplete}
      value={values[name]}
      onChange={set(name)}
    />
  )
  return (
    <WidgetRoot
      as="form"
      name="contact"
      settings={settings}
      lang={lang}
      className={className}
      onSubmit={submit}
      aria-labelledby={heading ? `${id}-title` : undefined}
      aria-label={heading ? undefined : t('contact.title')}
      aria-busy={status === 'sending'}
    >
      {heading && (
        <h2 id={`${id}-title`} className="kalima-form-title">
          {heading}
        </h2>
      )}
      {field('name', 'text', 'name')}
      {field('email', 'email', 'email')}
      {field('subject')}
      <TextAreaField
        id={`${id}-message`}
        label={t('contact.message')}
        rows={6}
        required
        value={values.message}
        onChange={set('message')}
      />
      <SubmitButton busy={status === 'sending'}>
        {status === 'sending' ? t('contact.sending') : t('contact.send')}
      </SubmitButton>
      <FormStatus status={status} success={t('contact.success')} failure={t('contact.failure')} />
    </WidgetRoot>
  )
}
