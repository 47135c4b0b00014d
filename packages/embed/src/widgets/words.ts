// The Words widget, fetched by <kalima-words> on its first connection (element.ts).
import { Words } from '@kalima/react'
import type { EmbeddedWidget } from '../render'

export default Words as EmbeddedWidget
