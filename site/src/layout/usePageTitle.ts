import { useEffect } from 'react'

/** Sets the document title for a page: "<page> · Kalima". */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Kalima` : 'Kalima — learn the words of the Quran'
  }, [title])
}
