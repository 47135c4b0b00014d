/** Props of the StorageWarning (and of the notice it loads when the page cannot save). */
export interface StorageWarningProps {
  className?: string
  /**
   * The page has no Kalima settings of its own (an embedded element on another site): the
   * notice says the copy is restored in the Kalima app, not "from Settings" here.
   */
  embedded?: boolean
}
