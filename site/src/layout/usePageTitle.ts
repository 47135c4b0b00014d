import { createContext, useContext, useEffect } from 'react'

/** The document title of a page: "<page> · Kalima", or the site's own for the home page. */
export const pageTitle = (title: string) =>
  title ? `${title} · Kalima` : 'Kalima — learn the words of the Quran'

/** Where the build's prerender reads the title of the page it renders (no effects run there). */
export const TitleSink = createContext<{ title?: string } | null>(null)

/** Sets the document title for a page: "<page> · Kalima". */
export function usePageTitle(title: string) {
  const sink = useContext(TitleSink)
  if (sink) sink.title = pageTitle(title)
  useEffect(() => {
    document.title = pageTitle(title)
  }, [title])
}
