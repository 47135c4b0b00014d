// <kalima-test>: the Test study mode as a custom element.
import { Test } from '@kalima/react'
import type { ComponentType } from 'react'
import { defineStudyElement, type EmbeddedWidgetProps } from '../element'

export const KalimaTestElement = defineStudyElement(
  'test',
  Test as ComponentType<EmbeddedWidgetProps>,
)
