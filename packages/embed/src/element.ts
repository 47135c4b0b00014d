// The custom element shell: attributes in, a widget rendered in a shadow root, events out.
// It is light (no React, no stores): defining an element costs a page almost nothing. The
// widget's code and the renderer (render.ts) are fetched on the element's first connection.
import type { AnswerReport, DeckRef, LanguageCode, StudyMode } from '@kalima/core'
import { attributesOf, createWarnOnce, type EmbedElementName } from './attribute-names'
import type { EmbedOptions } from './attributes'
import { defineElement } from './define'
import { exposeParts } from './parts'
import type { EmbeddedWidget, MountedWidget } from './render'
import { adoptWidgetStyles } from './styles'

/** A learner's running score in one element since its deck was set. */
export interface EmbedScore {
  /** Answers given (cards flipped in Flashcards, pairs tried in Match). */
  answered: number
  /** Of them, correct. */
  correct: number
}

/** `detail` of the `kalima-answer` event, fired after every answer. */
export interface KalimaAnswerDetail {
  mode: StudyMode
  deck: DeckRef
  lang: LanguageCode
  /** The word answered, when the mode answers one word at a time. */
  wordId?: string
  correct: boolean
  score: EmbedScore
}

/** `detail` of the `kalima-complete` event, fired when a session ends. */
export interface KalimaCompleteDetail<R = Record<string, unknown>> {
  mode: StudyMode
  deck: DeckRef
  lang: LanguageCode
  score: EmbedScore
  /** The mode's own result (e.g. Learn: total, correct, wrongAttempts; Match: timeSeconds, totalMoves). */
  result: R
}

declare global {
  interface HTMLElementEventMap {
    'kalima-answer': CustomEvent<KalimaAnswerDetail>
    'kalima-complete': CustomEvent<KalimaCompleteDetail>
  }
}

export type { EmbeddedWidget, EmbeddedWidgetProps } from './render'

/**
 * Fetches a mode's widget (a dynamic import of its module, e.g.
 * `() => import('./widgets/match')`); called once, on the first connection of an element
 * of that mode.
 */
export type WidgetLoader = () => Promise<{ default: EmbeddedWidget }>

/** The widget and the renderer of each mode, fetched once per page. */
const loaded = new Map<EmbedElementName, Promise<[typeof import('./render'), EmbeddedWidget]>>()

function loadMode(mode: EmbedElementName, loadWidget: WidgetLoader) {
  let promise = loaded.get(mode)
  if (!promise) {
    promise = Promise.all([import('./render'), loadWidget().then((m) => m.default)])
    // A failed download (offline, blocked) is tried again on the next connection.
    promise.catch(() => loaded.delete(mode))
    loaded.set(mode, promise)
  }
  return promise
}

/**
 * What an element of one kind starts fetching with its widget, given the element (the
 * reader: its meaning language's texts loader). Passed by that element's own script, so the
 * other elements' scripts never reach what it fetches.
 */
export type ElementPrefetch = (element: Element) => void

/**
 * Builds the element class of a mode (or of the reader) around its widget, fetched by
 * `loadWidget` when the first element of the mode is connected to a document; `prefetch`
 * runs as each element starts loading.
 */
export function createStudyElement(
  mode: EmbedElementName,
  loadWidget: WidgetLoader,
  prefetch?: ElementPrefetch,
): CustomElementConstructor {
  // The reader answers nothing: only the study modes fire kalima-answer and kalima-complete.
  const studyMode = mode as StudyMode
  return class KalimaStudyElement extends HTMLElement {
    static observedAttributes = [...attributesOf(mode)]

    #widget: MountedWidget | undefined
    #renderer: typeof import('./render') | undefined
    #container: HTMLElement | undefined
    #styled = false
    #loading = false
    #pending = false
    #warnOnce = createWarnOnce()
    #options: EmbedOptions | undefined
    #score: EmbedScore = { answered: 0, correct: 0 }
    #stopParts: (() => void) | undefined

    connectedCallback() {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
      if (!this.#container) {
        const container = this.ownerDocument.createElement('div')
        container.className = 'kalima-embed'
        container.setAttribute('part', 'root')
        container.dataset.mode = mode
        shadow.append(container)
        this.#container = container
        this.#stopParts = exposeParts(container)
      }
      if (this.#widget) this.#render()
      else this.#mount(shadow)
    }

    #mount(shadow: ShadowRoot) {
      if (this.#loading) return
      this.#loading = true
      // The interface language's texts are fetched with the widget, not once it has mounted.
      import('./dictionary').then(
        ({ prefetchDictionaryOf }) => prefetchDictionaryOf(this),
        () => undefined,
      )
      prefetch?.(this)
      loadMode(mode, loadWidget).then(
        ([renderer, Widget]) => {
          this.#loading = false
          const container = this.#container
          if (!this.isConnected || !container || this.#widget) return
          // The widget's module has added its CSS by now.
          if (!this.#styled) adoptWidgetStyles(shadow)
          this.#styled = true
          this.#renderer = renderer
          this.#widget = renderer.mountWidget(container, Widget)
          this.#render()
        },
        (error: unknown) => {
          this.#loading = false
          console.error(`<kalima-${mode}> could not load its widget:`, error)
        },
      )
    }

    disconnectedCallback() {
      // Moving the element fires disconnect then connect: unmount only if it stays out.
      queueMicrotask(() => {
        if (this.isConnected || !this.#container) return
        this.#widget?.unmount()
        this.#widget = undefined
        this.#stopParts?.()
        this.#container.remove()
        this.#container = undefined
      })
    }

    attributeChangedCallback(_name: string, previous: string | null, value: string | null) {
      if (previous === value || !this.#widget || this.#pending) return
      // Several attributes set in a row render once.
      this.#pending = true
      queueMicrotask(() => {
        this.#pending = false
        this.#render()
      })
    }

    #emit<D>(type: 'kalima-answer' | 'kalima-complete', detail: D) {
      this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }))
    }

    #onAnswer = (answer: AnswerReport) => {
      const options = this.#options
      if (!options) return
      this.#score = {
        answered: this.#score.answered + 1,
        correct: this.#score.correct + (answer.correct ? 1 : 0),
      }
      const detail: KalimaAnswerDetail = {
        mode: studyMode,
        deck: options.deck,
        lang: options.lang,
        ...(answer.wordId === undefined ? {} : { wordId: answer.wordId }),
        correct: answer.correct,
        score: { ...this.#score },
      }
      this.#emit('kalima-answer', detail)
    }

    #onComplete = (result: unknown) => {
      const options = this.#options
      if (!options) return
      const detail: KalimaCompleteDetail = {
        mode: studyMode,
        deck: options.deck,
        lang: options.lang,
        score: { ...this.#score },
        result: { ...(result as Record<string, unknown>) },
      }
      this.#emit('kalima-complete', detail)
    }

    // Next Category writes the next deck back into the attributes: the page sees it too.
    #onNextCategory = (next: DeckRef) => {
      // The renderer is loaded: the widget that asked for the next deck was rendered by it.
      if (!this.#renderer) return
      const { set, value, remove } = this.#renderer.deckAttributes(next)
      for (const name of remove) this.removeAttribute(name)
      this.setAttribute(set, value)
    }

    #render() {
      if (!this.#widget || !this.#renderer) return
      // Parsing needs the vocabulary's ranges: it comes with the renderer.
      const { options, warnings } = this.#renderer.parseAttributes(
        (name) => this.getAttribute(name),
        mode,
      )
      this.#warnOnce(warnings)
      if (!this.#options || !this.#renderer.sameDeck(this.#options.deck, options.deck)) {
        this.#score = { answered: 0, correct: 0 }
      }
      this.#options = options
      this.#widget.render({
        options,
        onAnswer: this.#onAnswer,
        onComplete: this.#onComplete,
        onNextCategory: this.#onNextCategory,
      })
    }
  }
}

/** Defines `kalima-${mode}` once (a page may load the script twice) and returns its class. */
export function defineStudyElement(
  mode: EmbedElementName,
  loadWidget: WidgetLoader,
  prefetch?: ElementPrefetch,
): CustomElementConstructor {
  const name = `kalima-${mode}`
  const existing = globalThis.customElements?.get(name)
  if (existing) return existing
  const element = createStudyElement(mode, loadWidget, prefetch)
  defineElement(name, element)
  return element
}
