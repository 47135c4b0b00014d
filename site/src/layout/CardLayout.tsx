import { DECK_MODES, type DeckRef, deckPath, type StudyMode } from '@kalima/core'
import { CategoryBanner, ModeNav, SettingsPanel, useKalima } from '@kalima/react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { renderLink } from './routerLink'
import { usePageTitle } from './usePageTitle'

/** A card page: deck banner, mode navigation, side taskbar (Home, Settings) and the mode. */
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
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const d = dialog.current
    if (!d) return
    if (settingsOpen && !d.open) d.showModal()
    if (!settingsOpen && d.open) d.close()
  }, [settingsOpen])
  return (
    <div className="card-page" data-mode={mode}>
      <CategoryBanner deck={deck} mode={mode} level={1} />
      <ModeNav
        deck={deck}
        value={mode}
        // The spec's bar: Words, Cards, Learn, Test and Match (Review is on the home page).
        modes={DECK_MODES}
        hrefFor={(m, d) => (m === 'review' ? '/review' : deckPath(m, d))}
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
        <div className="card-page__mode">{children}</div>
      </div>
      <dialog
        ref={dialog}
        className="settings-dialog"
        aria-label={t('settings.title')}
        onClose={() => setSettingsOpen(false)}
      >
        <div className="settings-dialog__head">
          <button type="button" className="button" onClick={() => setSettingsOpen(false)}>
            {t('common.close')}
          </button>
        </div>
        {settingsOpen && <SettingsPanel deck={deck} />}
      </dialog>
    </div>
  )
}
