import type { Backend, LanguageCode, Progress, Settings, Storage } from '@kalima/core'
import { DICTIONARY_PARTS, prepareDictionary } from '@kalima/react'
import { KalimaTestProvider, setPseudoLocale } from '@kalima/react/testing'
import type { Decorator, Preview } from '@storybook/react-vite'

/** Per-story provider options: `parameters: { kalima: { … } }`. */
export interface KalimaStoryParameters {
  language?: LanguageCode
  theme?: 'light' | 'dark'
  settings?: Partial<Settings>
  backend?: Backend
  initialProgress?: Progress
  arabicVoice?: boolean
  now?: number
  /** Where the stores are kept: a fresh memory storage by default (one that fails, say). */
  storage?: Storage
}

/** The interface language of the toolbar's choice ('pseudo' is English pseudo-localised). */
const uiLocale = (value: unknown): LanguageCode =>
  value === undefined || value === 'pseudo' ? 'en' : (value as LanguageCode)

// Every story runs on a memory storage, the local (or a fake) backend, silent ports and a
// fixed seed, so it renders the same every time (Chromatic snapshots, the e2e test).
const withKalima: Decorator = (Story, context) => {
  const options = (context.parameters.kalima ?? {}) as KalimaStoryParameters
  const theme = options.theme ?? (context.globals.theme as 'light' | 'dark' | undefined) ?? 'light'
  const language =
    options.language ?? (context.globals.language as LanguageCode | undefined) ?? 'bn'
  const locale = uiLocale(context.globals.locale)
  // 'pseudo': the English texts pseudo-localised (marked, accented, 30% longer); the e2e test
  // sets the window's flag instead, which survives the preview's reloads.
  setPseudoLocale(
    context.globals.locale === 'pseudo' ||
      (window as { KALIMA_PSEUDO_LOCALE?: boolean }).KALIMA_PSEUDO_LOCALE === true,
  )
  return (
    <KalimaTestProvider
      key={`${context.id}-${theme}-${language}-${String(context.globals.locale)}`}
      language={language}
      uiLanguage={locale}
      theme={theme}
      settings={options.settings}
      backend={options.backend}
      initialProgress={options.initialProgress}
      arabicVoice={options.arabicVoice}
      now={options.now}
      storage={options.storage}
      style={{ padding: '1rem', minHeight: '100%' }}
    >
      <Story />
    </KalimaTestProvider>
  )
}

const preview: Preview = {
  decorators: [withKalima],
  // The interface language's dictionary, every part, is loaded before a story renders, so
  // it paints in that language at once (as the site does before its first render).
  loaders: [
    async (context) => {
      await prepareDictionary(uiLocale(context.globals.locale), DICTIONARY_PARTS)
      return {}
    },
  ],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'Interface language (labels and messages; Urdu is right to left)',
      toolbar: {
        title: 'Interface',
        icon: 'paragraph',
        items: [
          { value: 'en', title: 'English' },
          { value: 'bn', title: 'বাংলা' },
          { value: 'id', title: 'Bahasa Indonesia' },
          { value: 'ur', title: 'اردو (RTL)' },
          { value: 'tr', title: 'Türkçe' },
          { value: 'zh', title: '中文' },
          { value: 'es', title: 'Español' },
          { value: 'pseudo', title: '⟦Ƥşḗŭḓǿ⟧ (untranslated or clipped text)' },
        ],
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Meaning language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: ['bn', 'id', 'ur', 'tr', 'zh', 'es', 'en'],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', language: 'bn', locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
    viewport: {
      options: {
        phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        smallPhone: {
          name: 'Small phone 360',
          styles: { width: '360px', height: '640px' },
          type: 'mobile',
        },
        desktop: {
          name: 'Desktop 1280',
          styles: { width: '1280px', height: '900px' },
          type: 'desktop',
        },
      },
    },
  },
  tags: ['autodocs'],
}

export default preview
