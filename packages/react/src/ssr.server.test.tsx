// Server rendering: every widget of the public surface rendered with renderToString in Node,
// as Next.js, Remix or Astro would. No DOM and no IndexedDB here (this file runs in the
// `unit` project, without the fake IndexedDB of the component tests), so a store read during
// render, or a rejected storage promise, fails the test (vitest fails on unhandled rejections).
import { createMemoryStorage, deckPath } from '@kalima/core'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { DICTIONARY_PARTS, prepareDictionary } from './i18n'
import {
  ArabicText,
  AuthForm,
  CategoryBanner,
  ContactForm,
  DataCredit,
  DeckGrid,
  Dialog,
  FeedbackForm,
  Flashcards,
  KalimaProvider,
  LanguageSelector,
  Learn,
  LearnCompleteDialog,
  Match,
  MatchCompleteDialog,
  ModeNav,
  ResetPasswordForm,
  Review,
  SettingsPanel,
  ShareDialog,
  StudyAssistant,
  Test,
  TestCompleteDialog,
  UnsubscribeNotice,
  VerseWithWord,
  WordIndex,
  Words,
} from './index'
import { SAMPLE_WORDS } from './testing/fixtures'

const noop = () => {}

// A server prepares the dictionary parts of what it renders, as README "Server rendering"
// says (the settings, account and reader widgets show "Loading…" until their part is there).
beforeAll(() => prepareDictionary('en', DICTIONARY_PARTS))
const words = SAMPLE_WORDS

/** Each widget with the text its server HTML must hold (what a visitor reads before hydration). */
const widgets: [name: string, element: ReactElement, expected: (string | RegExp)[]][] = [
  ['ArabicText', <ArabicText key="a">ٱللَّه</ArabicText>, ['ٱللَّه', 'lang="ar"']],
  ['Flashcards', <Flashcards key="a" words={words} />, ['ٱللَّه', '1/4']],
  ['Flashcards (deck)', <Flashcards key="a" deck={1} />, ['Loading…']],
  ['Learn', <Learn key="a" words={words} />, [/ٱللَّه|رَبّ|قَالَ|يَوْم/, 'Correct 0/4']],
  ['Test', <Test key="a" words={words} />, [/ٱللَّه|رَبّ|قَالَ|يَوْم/]],
  ['Match', <Match key="a" words={words} />, ['Allah', 'Lord', 'ٱللَّه']],
  ['Words', <Words key="a" words={words} showVerse={false} />, ['ٱللَّه', 'Allāh', 'Allah']],
  ['Review', <Review key="a" />, ['Loading…']],
  ['SettingsPanel', <SettingsPanel key="a" deck={1} />, ['Transliteration']],
  ['LanguageSelector', <LanguageSelector key="a" variant="list" />, ['বাংলা', 'English']],
  ['CategoryBanner', <CategoryBanner key="a" deck={5} mode="match" />, ['Match']],
  ['ModeNav', <ModeNav key="a" deck={3} value="learn" hrefFor={(m) => `/${m}/3`} />, ['/learn/3']],
  [
    'DeckGrid',
    <DeckGrid key="a" deckHref={(d) => deckPath('flashcards', d)} />,
    ['/flashcards/12'],
  ],
  ['StudyAssistant', <StudyAssistant key="a" variant="dashboard" />, [/Study Assistant/i]],
  ['AuthForm', <AuthForm key="a" />, ['Get Started', 'Sign-in is not available on this site']],
  ['ResetPasswordForm', <ResetPasswordForm key="a" token="t" />, ['type="password"']],
  [
    'UnsubscribeNotice',
    <UnsubscribeNotice key="a" user="u" token="t" />,
    ['E-mail reminders', 'Turning your reminders off…'],
  ],
  ['ContactForm', <ContactForm key="a" />, ['Contact us', 'type="email"']],
  ['FeedbackForm', <FeedbackForm key="a" />, ['<form']],
  [
    'ShareDialog',
    <ShareDialog key="a" open onOpenChange={noop} word={words[0] as LocalWord} />,
    ['<dialog', 'Share this word', 'Image of the word ٱللَّه'],
  ],
  [
    'Dialog',
    <Dialog key="a" open title="A title">
      The body
    </Dialog>,
    ['<dialog', 'A title', 'The body'],
  ],
  [
    'LearnCompleteDialog',
    <LearnCompleteDialog
      key="a"
      open
      total={50}
      correct={50}
      wrongAttempts={7}
      onTryAgain={noop}
    />,
    ['<dialog', '50'],
  ],
  [
    'TestCompleteDialog',
    <TestCompleteDialog key="a" open total={50} correct={48} timeSeconds={65} onTryAgain={noop} />,
    ['<dialog', '1:05', '48'],
  ],
  [
    'MatchCompleteDialog',
    <MatchCompleteDialog key="a" open timeSeconds={402} totalMoves={61} onStartAgain={noop} />,
    ['<dialog', '6:42', '61'],
  ],
  [
    'VerseWithWord',
    <VerseWithWord key="a" arabic="بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ" position={2} />,
    ['<mark', 'ٱللَّهِ'],
  ],
  ['DataCredit', <DataCredit key="a" />, ['Quranic Arabic Corpus', 'quran-json', 'Quran.com']],
  ['WordIndex', <WordIndex key="a" />, ['Find a word', 'type="search"']],
]
type LocalWord = (typeof SAMPLE_WORDS)[number]

describe('server rendering (renderToString in Node)', () => {
  it('runs in Node without a DOM or IndexedDB', () => {
    expect(typeof document).toBe('undefined')
    expect(typeof indexedDB).toBe('undefined')
  })

  it.each(widgets)('%s renders inside the default provider', (_name, element, expected) => {
    // No storage given: the provider's default IndexedDB storage, which Node does not have.
    const html = renderToString(
      <KalimaProvider language="en" seed={1}>
        {element}
      </KalimaProvider>,
    )
    expect(html).toMatch(/^<div class="kalima" lang="en" dir="ltr" data-theme="light"/)
    for (const text of expected) expect(html).toMatch(text)
  })

  // Dialogs live inside a widget or a host's provider; every other widget makes its own.
  const standalone = widgets.filter(([name]) => !/Dialog$/.test(name))
  it.each(standalone)(
    '%s renders on its own, in the provider it makes',
    (_name, element, expected) => {
      const html = renderToString(element)
      for (const text of expected) expect(html).toMatch(text)
    },
  )

  it('renders the same HTML twice for the same seed (what hydration compares)', () => {
    const render = () =>
      renderToString(
        <KalimaProvider storage={createMemoryStorage()} language="en" seed={42}>
          <Learn words={words} />
          <Match words={words} />
        </KalimaProvider>,
      )
    expect(render()).toBe(render())
  })

  it('renders the defaults, whatever the storage holds: saved data is read after hydration', async () => {
    const storage = createMemoryStorage()
    await storage.set('v1:settings', { darkMode: true })
    await storage.set('v1:language', 'ur')
    const html = renderToString(
      <KalimaProvider storage={storage} seed={1}>
        <Flashcards words={words} />
      </KalimaProvider>,
    )
    expect(html).toContain('data-theme="light"')
    expect(html).not.toContain('dir="rtl" lang="ur"')
  })
})
