import { createMemoryStorage, emptyProgress, type Storage } from '@kalima/core'
import { recordAttempt } from '@kalima/core/progress'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { t } from '../../i18n'
import { inUrdu } from '../../testing/urduStory'
import { StorageWarning } from './StorageWarning'

/** A browser whose storage reads but cannot write (a full device): every save fails. */
const fullStorage = (): Storage => {
  const { transact: _transact, ...storage } = createMemoryStorage()
  return { ...storage, set: () => Promise.reject(new DOMException('full', 'QuotaExceededError')) }
}

const meta = {
  title: 'Settings/StorageWarning',
  component: StorageWarning,
  parameters: {
    kalima: {
      storage: fullStorage(),
      initialProgress: recordAttempt(emptyProgress(), 'min', true, { now: 1_000 }, 'story'),
    },
  },
} satisfies Meta<typeof StorageWarning>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The progress could not be saved (the browser's storage unavailable or full): the answers are
 * kept while the page is open, and a copy can be saved to a file. Nothing shows while saving works.
 */
export const NotSaving: Story = {
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 3000 })
    await expect(alert).toHaveTextContent(t('settings.notSaved'))
  },
}

export const Dark: Story = {
  ...NotSaving,
  parameters: { kalima: { ...meta.parameters.kalima, theme: 'dark' } },
}

/** In Urdu: right to left. */
export const Urdu: Story = inUrdu(NotSaving)

/** In an embedded element on another site: the copy restores in the Kalima app's Settings. */
export const Embedded: Story = {
  args: { embedded: true },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 3000 })
    await expect(alert).toHaveTextContent(t('settings.saveFailingEmbedded'))
  },
}
