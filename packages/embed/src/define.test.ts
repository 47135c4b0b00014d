import { defineElement } from './define'

describe('defineElement', () => {
  it('defines a custom element the first time and ignores a repeated definition', () => {
    class One extends HTMLElement {}
    class Two extends HTMLElement {}
    expect(defineElement('kalima-test-once', One)).toBe(true)
    expect(defineElement('kalima-test-once', Two)).toBe(false)
    expect(customElements.get('kalima-test-once')).toBe(One)
  })

  it('does nothing where custom elements are unavailable', () => {
    class Three extends HTMLElement {}
    expect(defineElement('kalima-test-none', Three, null)).toBe(false)
  })
})
