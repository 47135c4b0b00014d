import type { Backend, LanguageCode, Storage } from '@kalima/core'
import { KalimaProvider, type KalimaProviderProps } from '@kalima/react'
import { type ReactNode, StrictMode } from 'react'
import { type Connection, ConnectionContext } from './layout/connection'

/** What the app runs on: the browser's (kalima.ts) or the build's prerender (prerender.tsx). */
export interface SiteServices {
  storage: Storage
  backend: Backend
  stores: NonNullable<KalimaProviderProps['stores']>
  connection: Connection | null
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
  return (
    <StrictMode>
      <KalimaProvider
        storage={services.storage}
        backend={services.backend}
        stores={services.stores}
        uiLanguage={uiLanguage}
      >
        <ConnectionContext.Provider value={services.connection}>
          {children}
        </ConnectionContext.Provider>
      </KalimaProvider>
    </StrictMode>
  )
}
