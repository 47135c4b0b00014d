import {
  FEEDBACK_RATING_DEFAULT,
  FEEDBACK_RATING_RANGE,
  type Feedback,
} from '@kalima/core/accounts'
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
import { StarIcon } from '../../shared/icons'
import { WidgetRoot } from '../../shared/WidgetRoot'
import '../ContactForm/Forms.css'

/** Props of {@link FeedbackForm}. */
export interface FeedbackFormProps {
  /** Rating 1–5 (controlled). */
  rating?: number
  /** Initial rating (uncontrolled); 5 by default. */
  defaultRating?: number
  onRatingChange?: (rating: number) => void
  /** Called after the feedback was stored. */
  onSent?: (feedback: Feedback) => void
  /** Heading level of the title; 2 by default (1 when it is the page's own heading). */
  headingLevel?: 1 | 2 | 3
  className?: string
}

/** 'Your Feedback Matters': a rating 1–5 (default 5), a comment and an optional e-mail. */
export const FeedbackForm = /* @__PURE__ */ withProvider(
  FeedbackFormView,
  'FeedbackForm',
  'account',
)

function FeedbackFormView(props: FeedbackFormProps) {
  const { t, backend } = useKalima()
  const { settings } = useSettings()
  const [lang] = useLanguage()
  const id = useId()
  const Heading = `h${props.headingLevel ?? 2}` as const
  const [own, setOwn] = useState(props.defaultRating ?? FEEDBACK_RATING_DEFAULT)
  const rating = props.rating ?? own
  const [comment, setComment] = useState('')
  const [email, setEmail] = useState('')
  const [status, setStatus] = useState<SendStatus>('idle')
  const rate = (n: number) => {
    setOwn(n)
    props.onRatingChange?.(n)
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const feedback: Feedback = {
      rating,
      ...(comment.trim() ? { comment: comment.trim() } : {}),
      ...(email.trim() ? { email: email.trim() } : {}),
    }
    setStatus('sending')
    try {
      await backend.sendFeedback(feedback)
      setStatus('sent')
      props.onSent?.(feedback)
      setComment('')
      setEmail('')
    } catch {
      setStatus('failed')
    }
  }
  const stars: number[] = []
  for (let n = FEEDBACK_RATING_RANGE.min; n <= FEEDBACK_RATING_RANGE.max; n++) stars.push(n)
  return (
    <WidgetRoot
      as="form"
      name="feedback"
      settings={settings}
      lang={lang}
      className={props.className}
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      aria-busy={status === 'sending'}
    >
      <Heading id={`${id}-title`} className="kalima-form-title">
        {t('feedback.title')}
      </Heading>
      <fieldset className="kalima-rating">
        <legend className="kalima-label">{t('feedback.rating')}</legend>
        {stars.map((n) => (
          <label key={n} className="kalima-rating-star" data-state={n <= rating ? 'on' : 'off'}>
            <input
              type="radio"
              name={`${id}-rating`}
              value={n}
              checked={rating === n}
              onChange={() => rate(n)}
              aria-label={t('feedback.star', { n })}
            />
            <StarIcon filled={n <= rating} />
          </label>
        ))}
      </fieldset>
      <TextAreaField
        id={`${id}-comment`}
        label={t('feedback.comment')}
        rows={5}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
      <InputField
        id={`${id}-email`}
        label={t('feedback.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <SubmitButton busy={status === 'sending'}>{t('feedback.send')}</SubmitButton>
      <FormStatus status={status} success={t('feedback.success')} failure={t('feedback.failure')} />
    </WidgetRoot>
  )
}
