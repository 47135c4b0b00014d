import { createKalimaClient, createMemoryStorage, DEFAULT_SETTINGS } from '@kalima/core'
import { UI_LANGUAGE_KEY } from './language'
import { followUiLanguage, type PageLanguageHost } from './page-language'

/** A page at `path`: its address, history and remembered language, as the window holds them. */
function pageAt(path: string) {
  const url = new URL(path, 'https://kalima.example')
  const remembered = new Map<string, string>()
  const popstate: (() => void)[] = []
  const host: PageLanguageHost = {
    location: url,
    history: {
      state: null,
      replaceState: (_state: unknown, _unused: string, to?: string | URL | null) => {
        url.href = new URL(String(to), url).href
      },
    },
    localStorage: { setItem: (key, value) => void remembered.set(key, value) },
    addEventListener: (_type, listener) => void popstate.push(listener),
  }
  /** Back or Forward to `to`: the browser's address changes, then popstate. */
  const goBackTo = (to: string) => {
    url.href = new URL(to, url).href
    for (const listener of popstate) listener()
  }
  return { url, remembered, host, goBackTo }
}

async function setUp(path: string) {
  const client = createKalimaClient({ storage: createMemoryStorage(), journal: null })
  const page = pageAt(path)
  const loaded = client.load()
  const language = followUiLanguage(client.stores, loaded, page.host)
  const heard: string[] = []
  language.subscribe(() => heard.push(language.get()))
  await loaded
  // The follower subscribes once `loaded` has resolved (a microtask later).
  await Promise.resolve()
  return { ...page, client, language, heard }
}

describe("the page's interface language", () => {
  it("is the URL's on arrival, and is remembered for the next visit once the stores are loaded", async () => {
    const { language, remembered, url } = await setUp('/ur/learn/1?pseudo#top')
    expect(language.get()).toBe('ur')
    expect(remembered.get(UI_LANGUAGE_KEY)).toBe('ur')
    expect(url.pathname).toBe('/ur/learn/1')
  })

  it("follows the learner's change at once, without a reload: the URL only reflects it", async () => {
    const { client, language, heard, url, remembered } = await setUp('/learn/2?x=1#q')
    expect(language.get()).toBe('en')
    client.stores.settings.getState().update({ uiLanguage: 'bn' })
    expect(language.get()).toBe('bn')
    expect(heard).toEqual(['bn'])
    expect(`${url.pathname}${url.search}${url.hash}`).toBe('/bn/learn/2?x=1#q')
    expect(remembered.get(UI_LANGUAGE_KEY)).toBe('bn')
    // Back to English: the root has no prefix.
    client.stores.settings.getState().update({ uiLanguage: 'en' })
    expect(url.pathname).toBe('/learn/2')
    expect(heard).toEqual(['bn', 'en'])
  })

  it('follows the meaning language when the interface is set to follow it', async () => {
    const { client, language, url } = await setUp('/about')
    expect(client.stores.settings.getState().settings.uiLanguage).toBe(DEFAULT_SETTINGS.uiLanguage)
    client.stores.language.getState().setLanguage('tr')
    expect(language.get()).toBe('tr')
    expect(url.pathname).toBe('/tr/about')
  })

  it('only remembers a language that arrives from another device, and a later change of another setting does not apply it', async () => {
    const { client, language, heard, url, remembered } = await setUp('/es/today')
    const { settings, changedAt } = client.stores.settings.getState()
    client.stores.settings
      .getState()
      .replace({ settings: { ...settings, uiLanguage: 'zh' }, changedAt })
    expect(language.get()).toBe('es')
    expect(url.pathname).toBe('/es/today')
    expect(remembered.get(UI_LANGUAGE_KEY)).toBe('zh')
    client.stores.settings.getState().update({ darkMode: true })
    expect(language.get()).toBe('es')
    expect(heard).toEqual([])
  })

  it('shows an earlier history entry of another language in the language shown', async () => {
    const { client, url, goBackTo } = await setUp('/learn/1')
    client.stores.settings.getState().update({ uiLanguage: 'ur' })
    goBackTo('/flash')
    expect(url.pathname).toBe('/ur/flash')
    goBackTo('/ur/about')
    expect(url.pathname).toBe('/ur/about')
  })
})
