/** KB gzip of the JS (and CSS) an app loads up front. */
export interface AppSize {
  js: number
  css: number
}

/**
 * What one widget (Flashcards in a provider) adds to a React app that loads it up front, KB
 * gzip: `react` (the app alone), `widget` (with the widget), `extraJs` (the difference).
 */
export function measureWidgetCost(): Promise<{
  react: AppSize
  widget: AppSize
  extraJs: number
}>
