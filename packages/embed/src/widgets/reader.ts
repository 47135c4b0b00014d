// The Reader widget, fetched by <kalima-reader> on its first connection (element.ts): a surah,
// or the verses `from`–`to` of it, word by word, each word marked by what the learner knows.
// The element has no links to follow (no lessons or verses of a site): the word panel shows
// the word's card, parts and verses as text.
import { Reader } from '@kalima/react'
import { createElement } from 'react'
import type { EmbeddedWidget, EmbeddedWidgetProps } from '../render'

const ReaderWidget = ({ surah = 1, from, to, language }: EmbeddedWidgetProps) =>
  createElement(Reader, {
    surah,
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
    ...(language ? { language } : {}),
  })

export default ReaderWidget as EmbeddedWidget
