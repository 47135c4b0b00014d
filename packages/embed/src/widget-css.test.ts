import { HOST_CSS } from './css'

// A fresh registry per test: it is module state, shared by every element of a page.
const load = async () => {
  vi.resetModules()
  return import('./widget-css')
}

describe('widget CSS registry', () => {
  it('starts with the host rules alone', async () => {
    const { widgetCss } = await load()
    expect(widgetCss()).toBe(HOST_CSS)
  })

  it('keeps the cascade order fixed at build time, whatever order scripts add sheets in', async () => {
    const { addWidgetCss, widgetCss } = await load()
    addWidgetCss(12, '.kalima-review{}')
    addWidgetCss(0, ':host{--kalima-bg:#fff}')
    addWidgetCss(2, '.kalima-dialog{}')
    expect(widgetCss()).toBe(
      `${HOST_CSS}:host{--kalima-bg:#fff}\n.kalima-dialog{}\n.kalima-review{}`,
    )
  })

  it('adds a sheet once, and returns the same text until another is added', async () => {
    const { addWidgetCss, widgetCss } = await load()
    addWidgetCss(0, ':host{}')
    const first = widgetCss()
    addWidgetCss(0, ':host{}')
    expect(widgetCss()).toBe(first)
    addWidgetCss(9, '.kalima-learn{}')
    expect(widgetCss()).toBe(`${first}\n.kalima-learn{}`)
  })
})
