import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
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
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset all progress' }))
    const body = within(canvasElement.ownerDocument.body)
    await waitFor(() =>
      expect(
        body.getByText('Are you sure you want to reset all progress? This cannot be undone.'),
      ).toBeVisible(),
    )
  },
}

export const Dark: Story = { parameters: { kalima: { theme: 'dark' } } }
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } }

/** Default with the interface and meanings in Urdu: right to left, Nastaliq. */
export const Urdu: Story = inUrdu(Default)
