// The rules every element's shadow root starts with (widget-css.ts puts the widgets' sheets,
// rewritten at build time by build/shadow-css.ts, after them).

/**
 * Rules of the shadow root around the widget.
 * - The theme's defaults move to `:host`, so a page's own rule on the element
 *   (`kalima-learn { --kalima-accent: teal }`) wins over them.
 * - The wrapper resets every inherited property (`all: initial`), so a page's
 *   `* { color: red !important }` on the host does not reach the widget.
 * - Font choices are set inline by the widgets; the page's `--kalima-font-arabic`
 *   is carried past that inline value under another name.
 */
export const HOST_CSS = `:host{display:block;--kalima-host-font-arabic:var(--kalima-font-arabic)}
:host([hidden]){display:none}
.kalima-embed{all:initial;display:block;direction:ltr;unicode-bidi:isolate}
.kalima-embed .kalima,.kalima-embed .kalima-widget{--kalima-font-arabic:var(--kalima-host-font-arabic)!important}
.kalima-embed-storage-warning{margin-block-end:12px}
`
