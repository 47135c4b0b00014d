import type { Meta, StoryObj } from '@storybook/react-vite'
import { STORY_NOW, sampleProgress } from '../../testing/storyData'
import { inUrdu } from '../../testing/urduStory'
import { StudyAssistant } from './StudyAssistant'

const meta = {
  title: 'Home/StudyAssistant',
  component: StudyAssistant,
  parameters: { kalima: { initialProgress: sampleProgress(), now: STORY_NOW } },
} satisfies Meta<typeof StudyAssistant>

export default meta
type Story = StoryObj<typeof meta>

/** The dashboard: figures, mastery bars, a 12-week heatmap and recommendations. */
export const Dashboard: Story = {}
/** The home screen panel. */
export const Panel: Story = { args: { variant: 'panel' } }
/** No history yet: it says so once, offers the way to begin, and shows no invented figure. */
export const NoData: Story = {
  args: { startHref: '#today' },
  parameters: { kalima: { initialProgress: undefined, now: STORY_NOW } },
}
export const Dark: Story = {
  parameters: { kalima: { theme: 'dark', initialProgress: sampleProgress(), now: STORY_NOW } },
}
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } }

/** Dashboard with the interface and meanings in Urdu: right to left, Nastaliq. */
export const Urdu: Story = inUrdu(Dashboard)
