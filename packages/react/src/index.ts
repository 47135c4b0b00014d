// @kalima/react — widgets and hooks over @kalima/core.
export { ArabicText, type ArabicTextProps } from './widgets/ArabicText/ArabicText'
