// The Review widget, fetched by <kalima-review> on its first connection (element.ts).
import { Review } from '@kalima/react'
import type { EmbeddedWidget } from '../render'

export default Review as EmbeddedWidget
