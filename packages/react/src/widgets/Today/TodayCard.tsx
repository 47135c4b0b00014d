import { type DeckInput, todayFigures } from '@kalima/core'
import { streakOf } from '@kalima/core/stats'
import { useId } from 'react'
import { useKalima, useLanguage, useProgress, useSettings } from '../../hooks/useKalima'
import { withProvider } from '../../provider/KalimaProvider'
import { defaultLink, type RenderLink } from '../../shared/navigation'
import { type WidgetBaseProps, WidgetRoot } from '../../shared/WidgetRoot'
import { useLearnMore, useTodayPlanState } from './useTodayPlan'
import './TodayCard.css'

/** Props of {@link TodayCard}. */
export interface TodayCardProps extends WidgetBaseProps {
  /** Where new words come from (as {@link Today}'s `deck`); the lessons by default. */
  deck?: DeckInput
  /** Link of Today's session. */
  href: string
  /**
   * Link of a session of more new words (the site: `/today?more=1`, a {@link Today} with
   * `more`): offered once the day is done, while any word is left to meet.
   */
  moreHref?: string
  /** Renders the link with the host's router; `<a>` by default. */
  renderLink?: RenderLink
  /** Heading level of the card's title (2 by default). */
  headingLevel?: 2 | 3 | 4
}

/**
 * Today's card for a home page: what is due, the new words left, a ring of what is done
 * today, and "Start today's session" (core's `planToday` and `todayFigures`).
 */
export const TodayCard = /* @__PURE__ */ withProvider(TodayCardView, 'TodayCard')

const RADIUS = 26
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

function TodayCardView(props: TodayCardProps) {
  const { t, now, clock } = useKalima()
  const progress = useProgress()
  const { settings } = useSettings(props.settings)
  const [lang] = useLanguage(props.language)
  const state = useTodayPlanState(props.deck)
  const plan = state.loaded ? state.plan : null
  const id = useId()
  const H = `h${props.headingLevel ?? 2}` as const
  const link = props.renderLink ?? defaultLink
  // While progress loads, the figures of a first visitor's plan hold the lines' place.
  const shown = todayFigures(state.plan)
  // New words a "Learn more" session would bring once the day is done, and what they add to
  // tomorrow (none once tomorrow's reviews reach the daily goal: core's learnMoreForecast).
  const more = useLearnMore(progress, state.options, Boolean(plan?.done && props.moreHref))
  const f = plan ? shown : null
  const total = f ? f.done + f.reviewsLeft + f.newLeft : 0
  // The streak and its freezes, shown unless turned off (settings' showStreak), computed from
  // the answers alone.
  const streak =
    settings.showStreak && plan
      ? streakOf(progress, {
          now: now(),
          utcOffsetMinutes: clock.utcOffsetMinutes(),
          goal: settings.newWordsPerDay,
        })
      : null
  return (
    <WidgetRoot
      name="today-card"
      settings={settings}
      lang={lang}
      className={props.className}
      aria-labelledby={`${id}-title`}
      aria-busy={plan === null || undefined}
      data-state={plan === null ? 'loading' : plan.done ? 'done' : 'open'}
    >
      <svg
        className="kalima-today-ring"
        viewBox="0 0 64 64"
        role="img"
        aria-label={f ? t('today.ring', { done: f.done, total }) : t('common.loading')}
      >
        <circle cx="32" cy="32" r={RADIUS} className="kalima-today-ring-track" />
        <circle
          cx="32"
          cy="32"
          r={RADIUS}
          className="kalima-today-ring-value"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - (f?.share ?? 0))}
        />
      </svg>
      <div className="kalima-today-card-body">
        <H id={`${id}-title`} className="kalima-today-card-title">
          {t('mode.today')}
        </H>
        {/* While the plan loads (a prerendered page, before the learner's progress is read),
            the figures' lines are held, hidden, with a first visitor's plan's figures: the card
            does not grow when the learner's come, and nothing below it moves (a layout shift). */}
        <ul
          className="kalima-today-card-figures"
          aria-hidden={f ? undefined : true}
          data-placeholder={f ? undefined : ''}
        >
          <li>{t('today.reviewsDue', { n: shown.reviewsLeft })}</li>
          <li>{t('today.newWords', { n: shown.newLeft })}</li>
          <li>{t('today.doneToday', { n: shown.done })}</li>
        </ul>
        {/* The streak's line too, held hidden with a first visitor's (0 days) while loading. */}
        {settings.showStreak && (
          <p
            className="kalima-today-card-streak"
            title={streak ? t('today.freezeHint') : undefined}
            aria-hidden={streak ? undefined : true}
            data-placeholder={streak ? undefined : ''}
          >
            <strong>{t('today.streak', { n: streak?.days ?? 0 })}</strong>{' '}
            <span>{t('today.freezes', { n: streak?.freezes ?? 0 })}</span>
          </p>
        )}
        {plan?.done ? (
          <>
            <p className="kalima-today-card-done">{t('today.allDone')}</p>
            {more &&
              more.count > 0 &&
              props.moreHref !== undefined &&
              link({
                href: props.moreHref,
                className: 'kalima-button',
                children: t('today.more', { n: more.count }),
              })}
            {more && more.count > 0 && (
              <p className="kalima-today-more-note">
                {t('today.moreTomorrow', { n: more.addedTomorrow })}
              </p>
            )}
            {more && more.count === 0 && more.capped && (
              <p className="kalima-today-more-note">
                {t('today.moreFull', { n: more.reviewsTomorrow })}
              </p>
            )}
          </>
        ) : (
          link({
            href: props.href,
            className: 'kalima-button',
            'data-variant': 'primary',
            children: f && f.done > 0 ? t('today.continueSession') : t('today.start'),
          })
        )}
      </div>
    </WidgetRoot>
  )
}
