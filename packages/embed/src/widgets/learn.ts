// The Learn widget, fetched by <kalima-learn> on its first connection (element.ts).
import { Learn } from '@kalima/react'
import type { EmbeddedWidget } from '../render'

export default Learn as EmbeddedWidget
