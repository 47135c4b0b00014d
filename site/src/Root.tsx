import type { Backend, LanguageCode, Storage } from '@kalima/core'
import { KalimaProvider, type KalimaProviderProps } from '@kalima/react'
import { type ReactNode, StrictMode, useSyncExternalStore } from 'react'
import { type Connection, ConnectionContext } from './layout/connection'

/** What the app runs on: the browser's (kalima.ts) or the build's prerender (prerender.tsx). */
export interface SiteServices {
  storage: Storage
  backend: Backend
  stores: NonNullable<KalimaProviderProps['stores']>
  connection: Connection | null
  /**
   * The theme the page was painted in before the settings loaded (index.html's script, from
   * the mirror src/kalima.ts keeps); kept until they have loaded, so nothing flashes.
   */
  initialTheme?: 'light' | 'dark'
  /** The word-audio source (VITE_KALIMA_WORD_AUDIO): Listen plays recitations from it. */
  wordAudio?: string
}

const noSubscribe = () => () => {}

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
  const settings = services.stores.settings
  const loaded = useSyncExternalStore(
    settings?.subscribe ?? noSubscribe,
    () => settings?.getState().loaded ?? true,
    () => false,
  )
  return (
    <StrictMode>
      <KalimaProvider
        {...(loaded || !services.initialTheme ? {} : { theme: services.initialTheme })}
        storage={services.storage}
        backend={services.backend}
        stores={services.stores}
        uiLanguage={uiLanguage}
        wordAudio={services.wordAudio}
      >
        <ConnectionContext.Provider value={services.connection}>
          {children}
        </ConnectionContext.Provider>
      </KalimaProvider>
    </StrictMode>
  )
}
