import { createMemoryStorage } from '@kalima/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { t } from '../i18n'
import { createSilentSound } from '../ports/sound'
import { createSilentSpeech } from '../ports/speech'
import { SAMPLE_WORDS } from '../testing/fixtures'
import { Flashcards } from '../widgets/Flashcards/Flashcards'
import { Learn } from '../widgets/Learn/Learn'
import { KalimaProvider, type KalimaProviderProps } from './KalimaProvider'

/**
 * `KalimaProvider` gives every widget inside it the stores (settings, progress, language,
 * auth) and the ports (storage, backend, speech, sound, clock). With no props it runs locally
 * on IndexedDB in Bengali; these stories give it memory storage and silent ports, so each
 * renders the same every time. Its props apply to every widget inside: the meaning language,
 * the theme, settings over the saved ones.
 */
const meta = {
  title: 'Provider/KalimaProvider',
  component: KalimaProvider,
  args: { language: 'en', seed: 3 },
  argTypes: {
    language: { control: 'select', options: ['bn', 'id', 'ur', 'tr', 'zh', 'es', 'en'] },
    theme: { control: 'inline-radio', options: ['light', 'dark'] },
    storage: { control: false },
    backend: { control: false },
    speech: { control: false },
    sound: { control: false },
    clock: { control: false },
    stores: { control: false },
  },
  // A provider of its own inside the stories' test provider: the nearest one wins. A new one
  // (new stores) for each change of its props, as a host remounting it would get.
  render: (args: KalimaProviderProps) => (
    <KalimaProvider
      key={JSON.stringify(args)}
      storage={createMemoryStorage()}
      sound={createSilentSound()}
      speech={createSilentSpeech()}
      {...args}
    >
      <Flashcards words={SAMPLE_WORDS} />
      <Learn deck={1} />
    </KalimaProvider>
  ),
} satisfies Meta<typeof KalimaProvider>

export default meta
type Story = StoryObj<typeof meta>

/** Two widgets under one provider, in English: they share its language and settings. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(t('learn.correctCounter', { n: 0, total: 50 })),
    ).toBeVisible()
  },
}

/** `language="ur"`: every widget inside shows Urdu meanings, right to left. */
export const UrduMeanings: Story = { args: { language: 'ur' } }

/** `theme="dark"` over the learner's saved setting. */
export const DarkTheme: Story = { args: { theme: 'dark' } }

/** `settings` apply over the saved settings of every widget inside, and are never saved. */
export const SettingsOverride: Story = {
  args: { settings: { arabicFontSize: 64, showTransliteration: false } },
}
