// <kalima-words>: the Words study mode as a custom element.
import { Words } from '@kalima/react'
import type { ComponentType } from 'react'
import { defineStudyElement, type EmbeddedWidgetProps } from '../element'

export const KalimaWordsElement = defineStudyElement(
  'words',
  Words as ComponentType<EmbeddedWidgetProps>,
)
