// Modules generated at build time (see build/plugins.ts).

/**
 * Adds (addWidgetCss) the stylesheets of the widgets the bundler does not see: all of them
 * in the npm build, where @kalima/react stays external; none in the CDN build, where each
 * widget's own CSS import adds its stylesheet.
 */
declare module 'virtual:kalima-widget-css' {}

/** @font-face rules of the widgets' fonts, declared once per page in document.head. */
declare module 'virtual:kalima-font-css' {
  const css: string
  export default css
}
