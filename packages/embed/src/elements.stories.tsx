// The custom elements as a page uses them: attributes only, events on the element. Each
// element fetches its widget on connection and renders it in its shadow root.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import './index'
import type { KalimaElementAttributes, KalimaTagName } from './types'

interface ElementStoryArgs extends KalimaElementAttributes {
  tag: KalimaTagName
}

/** Renders one element with the story's attributes (undefined ones left out). */
function KalimaElement({ tag: Tag, ...attributes }: ElementStoryArgs) {
  const defined = Object.fromEntries(Object.entries(attributes).filter(([, v]) => v !== undefined))
  return <Tag {...defined} />
}

/** The widget inside the story's element, once its code and data have loaded (not the busy placeholder it replaces). */
const widgetOf = async (canvasElement: HTMLElement, tag: KalimaTagName) => {
  let widget: Element | null | undefined
  await waitFor(
    () => {
      widget = canvasElement
        .querySelector(tag)
        ?.shadowRoot?.querySelector('[data-kalima-widget]:not([aria-busy="true"])')
      expect(widget).toBeTruthy()
    },
    { timeout: 10_000 },
  )
  return widget as Element
}

const meta = {
  title: 'Embed/Custom elements',
  component: KalimaElement,
  args: { tag: 'kalima-learn', category: 1, lang: 'bn', theme: 'light', sound: 'off' },
  argTypes: {
    tag: {
      control: 'select',
      options: [
        'kalima-flashcards',
        'kalima-learn',
        'kalima-test',
        'kalima-match',
        'kalima-words',
        'kalima-review',
        'kalima-reader',
      ],
    },
    lang: { control: 'select', options: ['bn', 'id', 'ur', 'tr', 'zh', 'es', 'en'] },
    theme: { control: 'inline-radio', options: ['light', 'dark'] },
    sound: { control: 'inline-radio', options: ['on', 'off'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          '`<kalima-*>` elements of @kalima/embed: `<script type="module" src="…/embed/v1/kalima-embed.js">` then one tag. Attributes are the whole API; `kalima-answer` and `kalima-complete` events bubble out of the shadow root.',
      },
    },
  },
} satisfies Meta<typeof KalimaElement>

export default meta
type Story = StoryObj<typeof meta>

/** `<kalima-learn category="1">`: Bengali meanings (the default). */
export const Learn: Story = {
  play: async ({ canvasElement }) => {
    const widget = await widgetOf(canvasElement, 'kalima-learn')
    await waitFor(() => expect(widget.querySelectorAll('.kalima-option').length).toBe(4))
  },
}

/** `<kalima-match surah="112" lang="ur" theme="dark">`: Urdu meanings, right to left. */
export const MatchUrduDark: Story = {
  args: { tag: 'kalima-match', surah: 112, lang: 'ur', theme: 'dark', category: undefined },
  play: async ({ canvasElement }) => {
    const widget = await widgetOf(canvasElement, 'kalima-match')
    await waitFor(() =>
      expect(widget.querySelectorAll('.kalima-match-card').length).toBeGreaterThan(0),
    )
  },
}

/** `<kalima-flashcards surah="114" lang="en" arabic-size="56">`. */
export const FlashcardsLargeArabic: Story = {
  args: {
    tag: 'kalima-flashcards',
    surah: 114,
    lang: 'en',
    'arabic-size': 56,
    category: undefined,
  },
  play: async ({ canvasElement }) => {
    const widget = await widgetOf(canvasElement, 'kalima-flashcards')
    await waitFor(() => expect(widget.querySelector('[data-kalima-arabic]')).toBeTruthy())
  },
}

/** `<kalima-reader surah="67" from="1" to="3" lang="en">`: a passage, word by word. */
export const ReaderPassage: Story = {
  args: { tag: 'kalima-reader', surah: 67, from: 1, to: 3, lang: 'en', category: undefined },
  play: async ({ canvasElement }) => {
    const widget = await widgetOf(canvasElement, 'kalima-reader')
    await waitFor(() => expect(widget.querySelectorAll('[data-verse]').length).toBe(3), {
      timeout: 10_000,
    })
  },
}

/** `<kalima-learn read="67">`: the words of Al-Mulk the learner does not know yet. */
export const LearnFromTheReader: Story = {
  args: { tag: 'kalima-learn', read: 67, lang: 'en', category: undefined },
  play: async ({ canvasElement }) => {
    const widget = await widgetOf(canvasElement, 'kalima-learn')
    await waitFor(() => expect(widget.querySelectorAll('.kalima-option').length).toBe(4), {
      timeout: 10_000,
    })
  },
}
