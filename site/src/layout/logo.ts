/**
 * The logo's Arabic word, drawn in the header (Header.tsx) in a face cut to its letters at
 * build time (header-fonts-plugin.ts): one source for both.
 */
export const LOGO_WORD = 'كلمة'
