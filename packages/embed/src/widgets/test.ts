// The Test widget, fetched by <kalima-test> on its first connection (element.ts).
import { Test } from '@kalima/react'
import type { EmbeddedWidget } from '../render'

export default Test as EmbeddedWidget
