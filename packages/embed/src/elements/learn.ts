// <kalima-learn>: the Learn study mode as a custom element.
import { Learn } from '@kalima/react'
import type { ComponentType } from 'react'
import { defineStudyElement, type EmbeddedWidgetProps } from '../element'

export const KalimaLearnElement = defineStudyElement(
  'learn',
  Learn as ComponentType<EmbeddedWidgetProps>,
)
