import type { DeckInput, DeckRef, Settings } from '@kalima/core'

/** Props of the SettingsPanel (and of its Progress section, which the panel passes them to). */
export interface SettingsPanelProps {
  /** Called after each change with the new settings (they are already applied and saved). */
  onSettingsChange?: (settings: Settings) => void
  /** Called after progress was reset: all of it (deck undefined) or one deck. */
  onProgressReset?: (deck?: DeckRef) => void
  /** The deck preselected for the per-deck reset. */
  deck?: DeckInput
  /** Show the language choice (default true). */
  showLanguage?: boolean
  /** Show the Progress section: save or restore a copy, reset (default true). */
  showProgressReset?: boolean
  /** Heading level of the panel title; 2 by default. */
  headingLevel?: 2 | 3
  className?: string
}
