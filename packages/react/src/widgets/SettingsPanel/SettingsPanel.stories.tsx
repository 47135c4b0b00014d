import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { t } from '../../i18n'
import { createFakeBackend } from '../../testing/fakeBackend'
import { inUrdu } from '../../testing/urduStory'
import { SettingsPanel } from './SettingsPanel'

const meta = {
  title: 'Settings/SettingsPanel',
  component: SettingsPanel,
  args: { deck: 1 },
} satisfies Meta<typeof SettingsPanel>

export default meta
type Story = StoryObj<typeof meta>

/** Every setting with its range. */
export const Default: Story = {}

/** The confirmation before all progress is reset. */
export const ResetConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t('settings.resetProgress') }),
    )
    const body = within(canvasElement.ownerDocument.body)
    await waitFor(() => expect(body.getByText(t('settings.resetConfirm'))).toBeVisible())
  },
}

export const Dark: Story = { parameters: { kalima: { theme: 'dark' } } }
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } }

/** Default with the interface and meanings in Urdu: right to left, Nastaliq. */
export const Urdu: Story = inUrdu(Default)

/** A signed-in learner who opted in to e-mail reminders: the hour and the time zone. */
export const Reminders: Story = {
  parameters: {
    kalima: {
      backend: createFakeBackend({ signedInAs: 'amina@example.com' }),
      settings: { reminderEmail: true, reminderHour: 19, timeZone: 'Asia/Dhaka' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: t('settings.reminderHour') })).toBeVisible(),
    )
    expect(canvas.getByRole('combobox', { name: t('settings.timeZone') })).toHaveValue('Asia/Dhaka')
  },
}

/** The reminders in Urdu: right to left. */
export const RemindersUrdu: Story = { ...inUrdu(Reminders), name: 'Reminders in Urdu' }
