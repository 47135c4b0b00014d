import { type Translate, useKalima } from '@kalima/react'
import { createContext, useContext, useEffect } from 'react'

/** The document title of a page: "<page> · Kalima", or the site's own for the home page. */
export const pageTitle = (title: string, t: Translate) =>
  title ? `${title} · Kalima` : t('site.title')

/** Where the build's prerender reads the title of the page it renders (no effects run there). */
export const TitleSink = createContext<{ title?: string } | null>(null)

/** Sets the document title for a page: "<page> · Kalima", in the interface language. */
export function usePageTitle(title: string) {
  const sink = useContext(TitleSink)
  const { t } = useKalima()
  const full = pageTitle(title, t)
  if (sink) sink.title = full
  useEffect(() => {
    document.title = full
  }, [full])
}
