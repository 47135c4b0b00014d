// The Match widget, fetched by <kalima-match> on its first connection (element.ts).
import { Match } from '@kalima/react'
import type { EmbeddedWidget } from '../render'

export default Match as EmbeddedWidget
