// @kalima/core — every rule of Kalima, with no React and no DOM rendering.
// Each area has its own folder and index; this file only re-exports them.
export * from './vocabulary/types'
