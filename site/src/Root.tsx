import type { KalimaClient, LanguageCode } from '@kalima/core'
import { KalimaProvider, useDictionaryPart } from '@kalima/react'
import { type ReactNode, StrictMode, useEffect, useState, useSyncExternalStore } from 'react'
import { type Connection, ConnectionContext } from './layout/connection'

/** What the app runs on: the browser's (kalima.ts) or the build's prerender (prerender.tsx). */
export interface SiteServices {
  /** The page's stores, storage and backend (core's createKalimaClient). */
  client: KalimaClient
  connection: Connection | null
  /**
   * The theme the page was painted in before the settings loaded (index.html's script, from
   * the mirror src/kalima.ts keeps); kept until they have loaded, so nothing flashes.
   */
  initialTheme?: 'light' | 'dark'
  /** The word-audio source (VITE_KALIMA_WORD_AUDIO): Listen plays recitations from it. */
  wordAudio?: string
  /**
   * Whether the page's first study session is the one its HTML shows: the prerender, and the
   * browser taking a prerendered study page over (start.tsx). Then that session is shuffled by
   * {@link FIRST_SESSION_SEED}; otherwise (the app shell the service worker serves, a page
   * reached in the app) every session is shuffled at random.
   */
  prerenderedSession?: boolean
}

/**
 * The seed of the first study session of a prerendered study page, the same in the build's
 * prerender and in the browser that takes the page over: its first question, and its answers'
 * order, are the ones its HTML shows, so the app's first render does not swap them (a visible
 * jump, and a later largest paint). Only then: a learner who comes back (the service worker
 * serves the app shell) or opens a mode from another page gets a new order every session.
 */
export const FIRST_SESSION_SEED = 0x6b616c69

/**
 * Each session's seed (`seed`): {@link FIRST_SESSION_SEED} for the first when `prerendered`
 * and it starts in the app's first render (the session the page's HTML shows), random for
 * every other. `settle` ends that first render: a session started later (another page's, or
 * one whose words came later) is shuffled at random even if none had started before.
 */
function sessionSeeds(prerendered: boolean) {
  let first = prerendered
  return {
    seed: (): number => {
      if (!first) return Math.floor(Math.random() * 2 ** 32)
      first = false
      return FIRST_SESSION_SEED
    },
    settle: (): void => {
      first = false
    },
  }
}

/**
 * Claims the site's part of the UI dictionaries (its header, footer and pages' texts) for as
 * long as the app is mounted: a change of interface language is shown once that part of the
 * new language is there too. The first render has it already (start.tsx, the prerender).
 */
function SiteTexts({ children }: { children: ReactNode }) {
  useDictionaryPart('site')
  return children
}

/** The providers around the router and the app, the same in the browser and the prerender. */
export function Root({
  services,
  uiLanguage,
  children,
}: {
  services: SiteServices
  /** The interface language of the page (its URL's: language.ts). */
  uiLanguage: LanguageCode
  children: ReactNode
}) {
  const settings = services.client.stores.settings
  const loaded = useSyncExternalStore(
    settings.subscribe,
    () => settings.getState().loaded,
    () => false,
  )
  const [seeds] = useState(() => sessionSeeds(services.prerenderedSession === true))
  // After the first commit (the prerendered page taken over), every session is random.
  useEffect(() => seeds.settle(), [seeds])
  return (
    <StrictMode>
      <KalimaProvider
        seed={seeds.seed}
        {...(loaded || !services.initialTheme ? {} : { theme: services.initialTheme })}
        client={services.client}
        uiLanguage={uiLanguage}
        wordAudio={services.wordAudio}
      >
        <ConnectionContext.Provider value={services.connection}>
          <SiteTexts>{children}</SiteTexts>
        </ConnectionContext.Provider>
      </KalimaProvider>
    </StrictMode>
  )
}
