/** Where every element of a page keeps progress: this site's IndexedDB, no server. */
export const STORAGE_NAMESPACE = 'kalima-embed'
