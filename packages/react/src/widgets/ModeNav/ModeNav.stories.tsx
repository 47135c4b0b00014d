import { deckIdOf } from '@kalima/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { inUrdu } from '../../testing/urduStory'
import { ModeNav } from './ModeNav'

const meta = {
  title: 'Navigation/ModeNav',
  component: ModeNav,
  args: { deck: 3, value: 'learn', hrefFor: (mode, deck) => `#/${mode}/${deckIdOf(deck)}` },
} satisfies Meta<typeof ModeNav>

export default meta
type Story = StoryObj<typeof meta>

/** Links to every mode of lesson 3; Learn is current. */
export const Links: Story = {}
/** Buttons with a callback instead of links. */
export const Buttons: Story = { args: { hrefFor: undefined, value: 'match' } }
export const Dark: Story = { parameters: { kalima: { theme: 'dark' } } }
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } }

/** Links with the interface and meanings in Urdu: right to left, Nastaliq. */
export const Urdu: Story = inUrdu(Links)
