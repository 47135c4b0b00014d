// <kalima-review>: the Review study mode (spaced repetition of studied words) as a custom element.
import { Review } from '@kalima/react'
import type { ComponentType } from 'react'
import { defineStudyElement, type EmbeddedWidgetProps } from '../element'

export const KalimaReviewElement = defineStudyElement(
  'review',
  Review as ComponentType<EmbeddedWidgetProps>,
)
