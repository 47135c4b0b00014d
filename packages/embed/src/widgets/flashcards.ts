// The Flashcards widget, fetched by <kalima-flashcards> on its first connection (element.ts).
import { Flashcards } from '@kalima/react'
import type { EmbeddedWidget } from '../render'

export default Flashcards as EmbeddedWidget
