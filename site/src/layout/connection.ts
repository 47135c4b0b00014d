import type { connectBackend } from '@kalima/core/sync'
import { createContext } from 'react'

/** The sync connection (sign-out waits for its pending changes); none in the build's prerender. */
export type Connection = ReturnType<typeof connectBackend>

export const ConnectionContext = createContext<Connection | null>(null)
