import { LANGUAGES } from '@kalima/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { inUrdu } from '../../testing/urduStory'
import { LanguageSelector } from './LanguageSelector'

const meta = {
  title: 'Settings/LanguageSelector',
  component: LanguageSelector,
} satisfies Meta<typeof LanguageSelector>

export default meta
type Story = StoryObj<typeof meta>

/** A compact dropdown for headers. */
export const Select: Story = {}
/** Radio buttons, each language named in its own script. */
export const List: Story = { args: { variant: 'list' } }
/** A language without complete data shows 'Coming Soon' and cannot be chosen. */
export const ComingSoon: Story = {
  args: {
    variant: 'list',
    languages: LANGUAGES.map((l) => (l.code === 'zh' ? { ...l, enabled: false } : l)),
  },
}
export const Dark: Story = { args: { variant: 'list' }, parameters: { kalima: { theme: 'dark' } } }

/** Select with the interface and meanings in Urdu: right to left, Nastaliq. */
export const Urdu: Story = inUrdu(Select)
