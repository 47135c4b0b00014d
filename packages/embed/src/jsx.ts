// JSX types of the <kalima-*> elements for React apps (types only, nothing at run time):
//   import type {} from '@kalima/embed/jsx'   (or list it in tsconfig "types")
// React 19 reads React.JSX (the `react` module's namespace); React 18 reads the global JSX
// namespace: both are declared. Attributes are the elements' own (types.ts), plus React's
// usual ones (key, ref, id, className, style, children, …).
import type { DetailedHTMLProps, HTMLAttributes } from 'react'
import type { KalimaElementAttributes, KalimaStudyElement, KalimaTagName } from './types'

/** Props of a <kalima-*> element in JSX. */
export type KalimaElementProps = Omit<
  DetailedHTMLProps<HTMLAttributes<KalimaStudyElement>, KalimaStudyElement>,
  keyof KalimaElementAttributes
> &
  KalimaElementAttributes

type KalimaIntrinsicElements = { [Tag in KalimaTagName]: KalimaElementProps }

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends KalimaIntrinsicElements {}
  }
}

declare global {
  namespace JSX {
    interface IntrinsicElements extends KalimaIntrinsicElements {}
  }
}
