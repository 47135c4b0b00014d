import { type DeckInput, type DeckRef, parseDeck, STUDY_MODES, type StudyMode } from '@kalima/core'
import { useKalima } from '../../hooks/useKalima'
import { withProvider } from '../../provider/KalimaProvider'
import { MODE_LABEL as LABEL } from '../../shared/modeLabels'
import type { RenderLink } from '../../shared/navigation'
import './ModeNav.css'

/** Props of {@link ModeNav}. */
export interface ModeNavProps {
  /** The deck the links lead to. */
  deck?: DeckInput
  /** The current mode (marked aria-current="page"). */
  value?: StudyMode
  /** Called when a mode is picked (when there are no links). */
  onValueChange?: (mode: StudyMode) => void
  /** Link of a mode for the deck, e.g. (mode, deck) => `/learn/${deck.id}`. */
  hrefFor?: (mode: StudyMode, deck: DeckRef) => string
  /** Renders links with the host's router; `<a>` by default. */
  renderLink?: RenderLink
  /** Modes shown; all six by default. */
  modes?: readonly StudyMode[]
  className?: string
}

/** Navigation between the modes of one deck: Words, Cards, Learn, Test, Match, Review. */
export const ModeNav = /* @__PURE__ */ withProvider(ModeNavView, 'ModeNav')

function ModeNavView({
  deck,
  value,
  onValueChange,
  hrefFor,
  renderLink,
  modes = STUDY_MODES,
  className,
}: ModeNavProps) {
  const { t } = useKalima()
  const ref = parseDeck(deck)
  return (
    <nav
      className={['kalima-modenav', className].filter(Boolean).join(' ')}
      aria-label={t('modeNav.label')}
    >
      <ul>
        {modes.map((mode) => {
          const current = mode === value
          const label = t(LABEL[mode])
          const common = {
            className: 'kalima-modenav-item',
            'data-state': current ? 'active' : 'inactive',
            'data-mode': mode,
          }
          if (hrefFor) {
            const href = hrefFor(mode, ref)
            const node = renderLink ? (
              renderLink({
                href,
                className: common.className,
                children: label,
                'aria-current': current ? 'page' : undefined,
              })
            ) : (
              <a href={href} {...common} aria-current={current ? 'page' : undefined}>
                {label}
              </a>
            )
            return (
              <li key={mode} data-state={common['data-state']} data-mode={mode}>
                {node}
              </li>
            )
          }
          return (
            <li key={mode} data-state={common['data-state']} data-mode={mode}>
              <button
                type="button"
                {...common}
                aria-current={current ? 'page' : undefined}
                onClick={() => onValueChange?.(mode)}
              >
                {label}
              </button>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
