// <kalima-match>: the Match study mode as a custom element.
import { Match } from '@kalima/react'
import type { ComponentType } from 'react'
import { defineStudyElement, type EmbeddedWidgetProps } from '../element'

export const KalimaMatchElement = defineStudyElement(
  'match',
  Match as ComponentType<EmbeddedWidgetProps>,
)
