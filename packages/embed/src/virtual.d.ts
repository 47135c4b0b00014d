// Modules generated at build time (see build/plugins.ts).

/** The shadow root's stylesheet: the widgets' CSS rewritten by `shadowCss`. */
declare module 'virtual:kalima-widget-css' {
  const css: string
  export default css
}

/** @font-face rules of the widgets' fonts, declared once per page in document.head. */
declare module 'virtual:kalima-font-css' {
  const css: string
  export default css
}
