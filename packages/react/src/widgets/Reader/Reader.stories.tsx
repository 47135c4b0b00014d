import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { t } from '../../i18n'
import { Reader } from './Reader'
import { STORY_NOW as NOW, sampleProgress } from './stories-progress'

const meta = {
  title: 'Reader/Reader',
  component: Reader,
  args: { surah: 112, lessonHref: (n: number) => `/learn/${n}` },
  parameters: { kalima: { now: NOW, initialProgress: sampleProgress() } },
} satisfies Meta<typeof Reader>

export default meta
type Story = StoryObj<typeof meta>

/** Al-Ikhlas in Bengali: a known, a due, a learning, new words and a pronoun outside every deck. */
export const EveryState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('listitem', { name: t('reader.verse', { n: 1 }) }),
    ).toBeVisible()
  },
}
/** A learner who has studied nothing yet. */
export const NothingStudied: Story = { parameters: { kalima: { now: NOW } } }
export const Urdu: Story = { parameters: { kalima: { language: 'ur' } } }
/** Spanish: no word-by-word source, so each word shows its dictionary meaning, and the page says so. */
export const Spanish: Story = { parameters: { kalima: { language: 'es' } } }
export const English: Story = { parameters: { kalima: { language: 'en' } } }
export const Dark: Story = { parameters: { kalima: { theme: 'dark' } } }
/** Glosses and translations hidden: the learner tests themselves. */
export const Hidden: Story = { args: { defaultShowGlosses: false, defaultShowTranslation: false } }
/** Al-Fatihah. */
export const Fatihah: Story = { args: { surah: 1 } }
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } }
/** A passage (`from`, `to`): Al-Mulk 1–5, as a mosque's page of the week's verses shows it. */
export const Passage: Story = { args: { surah: 67, from: 1, to: 5 } }
/** With "Study the words of this surah I don't know yet" (`studyHref`). */
export const WithStudyLink: Story = {
  args: { studyHref: (deck) => `/learn/read/${deck.kind === 'reading' ? deck.id : ''}` },
}
