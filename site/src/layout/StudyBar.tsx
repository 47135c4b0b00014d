import {
  DECK_MODES,
  type DeckRef,
  deckIdOf,
  deckPath,
  reviewPath,
  type StudyMode,
} from '@kalima/core'
import { useKalima } from '@kalima/react'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'wouter'
import { SettingsIcon } from './SettingsIcon'

const HomeIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-6h3v6h5V9.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  </svg>
)

/**
 * The one compact bar of a study session on a phone, a tablet or a short laptop window (site.css
 * shows it below 900 px wide or 860 px tall, where it replaces the site header, the deck banner,
 * the mode tabs and the taskbar): Home, the deck and mode (a menu to switch mode) and Settings,
 * so the question gets the rest of the screen.
 */
export function StudyBar({
  deck,
  mode,
  title,
  onSettings,
}: {
  /** The deck studied; Review and Today (over every deck) have none. */
  deck?: DeckRef
  mode: StudyMode | 'today'
  /** The deck's title, shown before the mode's name; none without a deck. */
  title?: string
  onSettings: () => void
}) {
  const { t } = useKalima()
  const modeName = t(`mode.${mode}`)
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  // A new mode or deck (a link in the menu was followed) closes the menu.
  const deckKey = deck ? deckIdOf(deck) : ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on navigation
  useEffect(() => setOpen(false), [mode, deckKey])
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      e.preventDefault()
      setOpen(false)
      toggle.current?.focus()
    }
    const onPointer = (e: PointerEvent) => {
      if (!menu.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])
  const modes: readonly (StudyMode | 'today')[] = deck
    ? [...DECK_MODES, 'review']
    : ['today', 'review']
  const pathOf = (m: StudyMode | 'today') =>
    m === 'today' ? '/today' : m === 'review' || !deck ? reviewPath(deck) : deckPath(m, deck)
  return (
    <div className="study-bar">
      <Link to="/flash" className="study-bar__button" aria-label={t('common.goHome')}>
        <HomeIcon />
      </Link>
      <div className="study-bar__menu" ref={menu}>
        <button
          ref={toggle}
          type="button"
          className="study-bar__title"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((o) => !o)}
        >
          {/* Named by its visible text, then what it does (WCAG 2.5.3, label in name). */}
          {title && (
            <>
              <span className="study-bar__deck">{title}</span>{' '}
            </>
          )}
          <span className="study-bar__mode">
            {modeName}
            <span aria-hidden="true"> ▾</span>
          </span>
          <span className="kalima-visually-hidden"> — {t('studyBar.changeMode')}</span>
        </button>
        <nav id={menuId} className="study-bar__list" aria-label={t('modeNav.label')} hidden={!open}>
          <ul>
            {modes.map((m) => (
              <li key={m}>
                <Link
                  className="study-bar__link"
                  to={pathOf(m)}
                  aria-current={m === mode ? 'page' : undefined}
                  onClick={() => setOpen(false)}
                >
                  {t(`mode.${m}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <button
        type="button"
        className="study-bar__button"
        aria-haspopup="dialog"
        aria-label={t('settings.title')}
        onClick={onSettings}
      >
        <SettingsIcon />
      </button>
    </div>
  )
}
