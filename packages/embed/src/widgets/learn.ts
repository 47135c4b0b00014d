// The Learn widget, fetched by <kalima-learn> on its first connection (element.ts). With a
// `kind` attribute the element asks its deck in that kind of exercise: the Practice widget,
// fetched then (an element without one does not carry it).
import { Learn } from '@kalima/react'
import { createElement, lazy, Suspense } from 'react'
import type { EmbeddedWidget, EmbeddedWidgetProps } from '../render'

const Practice = lazy(() => import('./practice'))
const LearnWidget = Learn as EmbeddedWidget

const LearnOrPractice = (props: EmbeddedWidgetProps) =>
  props.kind
    ? createElement(Suspense, { fallback: null }, createElement(Practice, props))
    : createElement(LearnWidget, props)

export default LearnOrPractice as EmbeddedWidget
