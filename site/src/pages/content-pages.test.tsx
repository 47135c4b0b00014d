// The content pages (About, Blog, Privacy, Terms, Team, Embed a deck): their texts are the UI
// dictionaries' `pages` part, loaded with such a page only, and shown in every interface
// language through `t` (numbers written for the language, elements in placeholders).
import { LANGUAGES, type LanguageCode } from '@kalima/core'
import { loadDictionaryPart, prepareDictionary } from '@kalima/react'
import { KalimaTestProvider, setPseudoLocale } from '@kalima/react/testing'
import { render, screen, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { routeDictionaryParts, routes } from '../App'
import { figures } from '../data/figures'
import { AboutPage } from './AboutPage'
import { BlogPage } from './BlogPage'
import { PrivacyPage } from './PrivacyPage'
import { TeamPage } from './TeamPage'
import { TermsPage } from './TermsPage'

const CONTENT_PAGES = ['about', 'blog', 'embed', 'privacy', 'team', 'terms']
const UI_LANGUAGES = LANGUAGES.map((l) => l.code)

/** A page in the interface language `lang`, at /about in a router of its own. */
function renderIn(lang: LanguageCode, page: ReactElement) {
  return render(
    <KalimaTestProvider uiLanguage={lang}>
      <Router hook={memoryLocation({ path: '/about', static: true }).hook}>{page}</Router>
    </KalimaTestProvider>,
  )
}

/** An id of the pages part shown as a text (`t` gives a message with no text by its id). */
const ID_SHOWN = /\b(?:about|blog|privacy|terms|team|embed)\.[\w.-]+/

/** Every text node of `root`, each on its own (an id shows as one). */
function texts(root: Node): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  const out: string[] = []
  while (walker.nextNode()) out.push(walker.currentNode.textContent ?? '')
  return out
}

// As start.tsx prepares a content page's parts before its first render.
beforeAll(() =>
  Promise.all(UI_LANGUAGES.map((lang) => prepareDictionary(lang, ['main', 'site', 'pages']))),
)

describe('the content pages', () => {
  it("load the dictionaries' pages part with the page, and no other page does", () => {
    const loading = routes
      .map((route) => route.path.split('/')[0] ?? '')
      .filter((segment) => routeDictionaryParts(`/${segment}`).includes('pages'))
    expect([...new Set(loading)].sort()).toEqual(CONTENT_PAGES)
    // The app's first load (its home page) and the study pages leave it out.
    for (const path of ['/flash', '/home', '/learn/1', '/read', '/contact', '/nope'])
      expect(routeDictionaryParts(path), path).not.toContain('pages')
  })

  it.each(UI_LANGUAGES)('show their texts in %s, none by its id', async (lang) => {
    const own = await loadDictionaryPart(lang, 'pages')
    for (const [name, Page] of [
      ['about', AboutPage],
      ['blog', BlogPage],
      ['privacy', PrivacyPage],
      ['terms', TermsPage],
      ['team', TeamPage],
    ] as const) {
      const { container, unmount } = renderIn(lang, <Page />)
      expect(screen.getByRole('heading', { level: 1 }).textContent, name).toBe(
        own[`${name}.heading`],
      )
      expect(
        texts(container).filter((text) => ID_SHOWN.test(text)),
        name,
      ).toEqual([])
      unmount()
    }
  })

  it("fill About's placeholders with elements and numbers written for the language", async () => {
    const bn = await loadDictionaryPart('bn', 'pages')
    const { container } = renderIn('bn', <AboutPage />)
    const lead = container.querySelector('.lead') as HTMLElement
    // The Arabic word and examples are elements of their own language.
    expect(within(lead).getByText('كَلِمَة').getAttribute('lang')).toBe('ar')
    expect(lead.querySelector('bdi[lang="ar"]')?.textContent).toBe('هُوَ، ـهُمْ')
    // Figures in Bengali digits, none in Latin ones.
    expect(lead.textContent).toContain('৬০০')
    expect(lead.textContent).not.toMatch(/[0-9]/)
    expect(lead.textContent).not.toContain(`${figures.words}`)
    // A link in a placeholder, its text a message of its own.
    const blog = screen.getByRole('link', { name: bn['about.blogLink'] })
    expect(blog.getAttribute('href')).toBe('/blog')
    expect(blog.parentElement?.textContent).toBe(
      bn['about.blog'].replace('{link}', bn['about.blogLink']),
    )
    // One item per value and data source, each translated.
    expect(container.querySelectorAll('.value-list h3')).toHaveLength(3)
    expect(container.querySelector('.value-list h3')?.textContent).toBe(
      bn['about.values.authenticity.name'],
    )
    expect(container.querySelector('.credits li')?.textContent).toContain(
      bn['about.usedFor.quranic-arabic-corpus'],
    )
  })

  it('list every item of Privacy and every field of expertise of Team', async () => {
    const ur = await loadDictionaryPart('ur', 'pages')
    const privacy = renderIn('ur', <PrivacyPage />)
    const items = [...privacy.container.querySelectorAll('li')].map((li) => li.textContent)
    expect(items).toEqual([
      ur['privacy.device.progress'],
      ur['privacy.device.files'],
      ur['privacy.device.backup'],
      ur['privacy.server.account'],
      ur['privacy.server.progress'],
      ur['privacy.server.reminders'],
      ur['privacy.write.contact'],
      ur['privacy.write.feedback'],
      ur['privacy.write.readBack'],
    ])
    privacy.unmount()
    const team = renderIn('ur', <TeamPage />)
    const expertise = within(team.container.querySelector('.team-card ul') as HTMLElement)
    expect(expertise.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      ur['team.member.kalima.expertise.morphology'],
      ur['team.member.kalima.expertise.spacedRepetition'],
      ur['team.member.kalima.expertise.accessibility'],
      ur['team.member.kalima.expertise.offline'],
    ])
  })

  it('are pseudo-localised like every other text (?pseudo), elements kept', () => {
    setPseudoLocale(true)
    try {
      const { container } = renderIn('ur', <AboutPage />)
      expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^⟦Ȧƀǿŭŧ .*⟧$/)
      const lead = container.querySelector('.lead') as HTMLElement
      expect(lead.textContent?.startsWith('⟦Ķȧŀíḿȧ (')).toBe(true)
      expect(within(lead).getByText('كَلِمَة').getAttribute('lang')).toBe('ar')
    } finally {
      setPseudoLocale(false)
    }
  })
})
