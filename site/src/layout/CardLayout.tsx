import { DECK_MODES, type DeckRef, deckPath, reviewPath, type StudyMode } from '@kalima/core'
import { CategoryBanner, ModeNav, useKalima } from '@kalima/react'
import { type ReactNode, useRef, useState } from 'react'
import { Link } from 'wouter'
import { renderLink } from './routerLink'
import { SettingsDialog } from './SettingsDialog'
import { StudyBar } from './StudyBar'
import { useCardKeys } from './useCardKeys'
import { usePageTitle } from './usePageTitle'

/**
 * A card page: deck banner, mode navigation, side taskbar (Home, Settings) and the mode; on a
 * phone the {@link StudyBar} stands in for the first three (site.css).
 */
export function CardLayout({
  deck,
  mode,
  title,
  children,
}: {
  deck: DeckRef
  mode: StudyMode
  title: string
  children: ReactNode
}) {
  const { t } = useKalima()
  usePageTitle(t('site.cardTitle', { deck: title, mode: t(`mode.${mode}`) }))
  const [settingsOpen, setSettingsOpen] = useState(false)
  const modeRef = useRef<HTMLDivElement>(null)
  useCardKeys(modeRef)
  return (
    <div className="card-page" data-mode={mode}>
      <StudyBar deck={deck} mode={mode} title={title} onSettings={() => setSettingsOpen(true)} />
      <CategoryBanner deck={deck} mode={mode} level={1} />
      <ModeNav
        deck={deck}
        value={mode}
        // The spec's bar: Words, Cards, Learn, Test and Match (Review is on the home page).
        modes={DECK_MODES}
        hrefFor={(m, d) => (m === 'review' ? reviewPath(d) : deckPath(m, d))}
        renderLink={renderLink}
      />
      <div className="card-page__body">
        <aside className="taskbar" aria-label={t('site.taskbar')}>
          <Link to="/flash" className="taskbar__item">
            <span aria-hidden="true">⌂</span> {t('site.nav.home')}
          </Link>
          <button
            type="button"
            className="taskbar__item"
            aria-haspopup="dialog"
            onClick={() => setSettingsOpen(true)}
          >
            <span aria-hidden="true">⚙</span> {t('settings.title')}
          </button>
        </aside>
        <div className="card-page__mode" ref={modeRef}>
          {children}
        </div>
      </div>
      <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} deck={deck} />
    </div>
  )
}
