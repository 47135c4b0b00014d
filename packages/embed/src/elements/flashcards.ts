// <kalima-flashcards>: the Flashcards study mode as a custom element.
import { Flashcards } from '@kalima/react'
import type { ComponentType } from 'react'
import { defineStudyElement, type EmbeddedWidgetProps } from '../element'

export const KalimaFlashcardsElement = defineStudyElement(
  'flashcards',
  Flashcards as ComponentType<EmbeddedWidgetProps>,
)
