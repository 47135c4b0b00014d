import { allDecks, type DeckRef, deckIdOf, getDeck, parseDeck } from '@kalima/core'
import { useId, useState } from 'react'
import { useKalima } from '../../hooks/useKalima'
import { formatNumber } from '../../i18n'
import { Dialog } from '../../shared/Dialog'
import { deckTitle } from '../../shared/deckTitle'
import { ProgressBackup } from './ProgressBackup'
import type { SettingsPanelProps } from './types'

/**
 * The settings panel's Progress section: a copy of progress to save or restore
 * ({@link ProgressBackup}), and reset all progress, or one deck's, after a confirmation.
 */
export function ProgressReset({
  deck,
  onProgressReset,
  sub: Sub,
}: SettingsPanelProps & { sub: 'h3' | 'h4' }) {
  const { t, progress, uiLanguage } = useKalima()
  const id = useId()
  const [confirm, setConfirm] = useState<'all' | 'deck' | null>(null)
  const [done, setDone] = useState(false)
  const decks = allDecks()
  const [selected, setSelected] = useState(deckIdOf(parseDeck(deck)))
  const selectedRef = decks.find((d) => deckIdOf(d) === selected) ?? decks[0]
  const selectedDeck = selectedRef ? getDeck(selectedRef) : undefined
  const deckName = (ref: DeckRef) =>
    ref.kind === 'pronouns'
      ? deckTitle(ref, t)
      : `${formatNumber(ref.id, uiLanguage)}. ${deckTitle(ref, t)}`
  const apply = () => {
    if (confirm === 'all') {
      progress.getState().resetAll()
      onProgressReset?.()
    } else if (confirm === 'deck' && selectedRef && selectedDeck) {
      progress.getState().resetDeck(
        deckIdOf(selectedRef),
        selectedDeck.words.map((w) => w.id),
      )
      onProgressReset?.(selectedRef)
    }
    setConfirm(null)
    setDone(true)
  }
  return (
    <section className="kalima-settings-section" aria-labelledby={`${id}-progress`}>
      <Sub id={`${id}-progress`}>{t('settings.progress')}</Sub>
      <ProgressBackup />
      <div className="kalima-settings-row">
        <label htmlFor={`${id}-deck`} className="kalima-label">
          {t('deck.lessonsLabel')} / {t('deck.surahsLabel')}
        </label>
        <select
          id={`${id}-deck`}
          className="kalima-input"
          value={selected}
          onChange={(e) => setSelected(e.target.value)}
        >
          {decks.map((d) => (
            <option key={deckIdOf(d)} value={deckIdOf(d)}>
              {deckName(d)}
            </option>
          ))}
        </select>
      </div>
      <div className="kalima-settings-actions">
        <button type="button" className="kalima-button" onClick={() => setConfirm('deck')}>
          {t('settings.resetDeck', { deck: selectedRef ? deckTitle(selectedRef, t) : '' })}
        </button>
        <button
          type="button"
          className="kalima-button"
          data-variant="danger"
          onClick={() => setConfirm('all')}
        >
          {t('settings.resetProgress')}
        </button>
      </div>
      <p role="status" className="kalima-settings-status">
        {done ? t('settings.resetDone') : ''}
      </p>
      <Dialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={
          confirm === 'all'
            ? t('settings.resetProgress')
            : t('settings.resetDeck', { deck: selectedRef ? deckTitle(selectedRef, t) : '' })
        }
        actions={
          <>
            <button
              type="button"
              className="kalima-button"
              onClick={() => setConfirm(null)}
              data-autofocus
            >
              {t('common.cancel')}
            </button>
            <button type="button" className="kalima-button" data-variant="danger" onClick={apply}>
              {t('common.confirm')}
            </button>
          </>
        }
      >
        <p>
          {confirm === 'all'
            ? t('settings.resetConfirm')
            : t('settings.resetDeckConfirm', {
                deck: selectedRef ? deckTitle(selectedRef, t) : '',
              })}
        </p>
      </Dialog>
    </section>
  )
}
