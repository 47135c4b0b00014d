// The Practice widget (a deck asked in one kind of exercise), fetched by <kalima-learn> when
// it has a `kind` attribute (widgets/learn.ts).
import { Practice } from '@kalima/react'
import type { EmbeddedWidget } from '../render'

export default Practice as EmbeddedWidget
