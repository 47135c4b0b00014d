import type { Meta, StoryObj } from '@storybook/react-vite'
import { inUrdu } from '../../testing/urduStory'
import { Practice } from './Practice'

const meta = {
  title: 'Modes/Practice',
  component: Practice,
  args: { deck: 1, kind: 'reverse' },
} satisfies Meta<typeof Practice>

export default meta
type Story = StoryObj<typeof meta>

/** Reverse: the meaning, and its Arabic among 4. */
export const Reverse: Story = {}

/** Recognise: the Arabic, and its meaning among 4. */
export const Recognise: Story = { args: { kind: 'recognise' } }

/** Listen: hear the word (the browser's Arabic voice here), and its meaning among 4. */
export const Listen: Story = { args: { kind: 'listen' } }

/** Listen where nothing can play the word: the notice, and recognise instead. */
export const ListenWithoutVoice: Story = {
  args: { kind: 'listen' },
  parameters: { kalima: { arabicVoice: false } },
}

/** Type it: type the meaning, the Arabic shown (its transliteration is the sound: refused). */
export const TypeIt: Story = { args: { kind: 'type' } }

/** Listen and type: hear the word, the Arabic hidden, and type its meaning. */
export const ListenType: Story = { args: { kind: 'listen-type' } }

/**
 * Recall: the Arabic alone; Show Meaning (Space or Enter) reveals its meaning and
 * transliteration, then Again, Hard, Good or Easy (keys 1–4). Today's main review of a word
 * past its learning steps.
 */
export const Recall: Story = { args: { kind: 'recall' } }

/** Recall with the interface and meanings in Urdu, dark: right to left. */
export const RecallUrdu: Story = {
  ...inUrdu<Story>({ args: { kind: 'recall' }, parameters: { kalima: { theme: 'dark' } } }),
  name: 'Recall (Urdu, dark)',
}

/** Forms: a form the word takes in the Quran, and its meaning among 4. */
export const Forms: Story = { args: { kind: 'forms' } }

/** Fill the verse: the word's verse with a gap, and the word among 4. */
export const FillTheVerse: Story = { args: { kind: 'fill' } }

export const Dark: Story = { parameters: { kalima: { theme: 'dark' } } }

/** Fill the verse with the interface and meanings in Urdu: right to left. */
export const Urdu: Story = inUrdu(FillTheVerse)
