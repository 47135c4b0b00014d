// @kalima/embed — Kalima study modes as custom elements for any web page.
export { defineElement } from './define'
