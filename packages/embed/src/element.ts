// The custom element shell: attributes in, a widget rendered in a shadow root, events out.
// The widget is the @kalima/react one; this file only adapts the DOM API to its props.
import {
  type AnswerReport,
  createAuthStore,
  createIdbStorage,
  createLocalBackend,
  createProgressStore,
  createSettingsStore,
  type DeckRef,
  type LanguageCode,
  type Settings,
  type StudyMode,
  systemClock,
} from '@kalima/core'
import { KalimaProvider } from '@kalima/react'
import { type ComponentType, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import {
  createWarnOnce,
  deckAttributes,
  type EmbedOptions,
  OBSERVED_ATTRIBUTES,
  parseAttributes,
} from './attributes'
import { defineElement } from './define'
import { exposeParts } from './parts'
import { adoptWidgetStyles, declareFontsOnce } from './styles'

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

/** Props the elements give a study widget (every @kalima/react study widget accepts them). */
export interface EmbeddedWidgetProps {
  deck?: DeckRef
  language?: LanguageCode
  onAnswer?: (answer: AnswerReport) => void
  /** Every mode completes in core (Flashcards and Words once every card or word is shown). */
  onComplete?: (result: never) => void
  onNextCategory?: (next: DeckRef) => void
}

/** Where every element of a page keeps progress: this site's IndexedDB, no server. */
export const STORAGE_NAMESPACE = 'kalima-embed'

type PageStores = {
  storage: ReturnType<typeof createIdbStorage>
  backend: ReturnType<typeof createLocalBackend>
  stores: {
    settings: ReturnType<typeof createSettingsStore>
    progress: ReturnType<typeof createProgressStore>
    auth: ReturnType<typeof createAuthStore>
  }
}
let page: PageStores | undefined

/** One set of stores per page, so two elements never overwrite each other's saved progress. */
function pageStores(): PageStores {
  if (page) return page
  const storage = createIdbStorage({ namespace: STORAGE_NAMESPACE })
  const backend = createLocalBackend()
  const settings = createSettingsStore({ storage })
  const progress = createProgressStore({ storage, clock: systemClock })
  void settings.getState().load()
  void progress.getState().load()
  page = { storage, backend, stores: { settings, progress, auth: createAuthStore(backend) } }
  return page
}

const sameDeck = (a: DeckRef, b: DeckRef) => a.kind === b.kind && a.id === b.id

/** Builds the element class of a mode around its widget. */
export function createStudyElement(
  mode: StudyMode,
  Widget: ComponentType<EmbeddedWidgetProps>,
): CustomElementConstructor {
  return class KalimaStudyElement extends HTMLElement {
    static observedAttributes = [...OBSERVED_ATTRIBUTES]

    #root: Root | undefined
    #container: HTMLElement | undefined
    #pending = false
    #warnOnce = createWarnOnce()
    #options: EmbedOptions | undefined
    #score: EmbedScore = { answered: 0, correct: 0 }
    #stopParts: (() => void) | undefined

    connectedCallback() {
      declareFontsOnce(this.ownerDocument)
      if (!this.shadowRoot) {
        const shadow = this.attachShadow({ mode: 'open' })
        adoptWidgetStyles(shadow)
      }
      const shadow = this.shadowRoot as ShadowRoot
      if (!this.#root) {
        const container = this.ownerDocument.createElement('div')
        container.className = 'kalima-embed'
        container.setAttribute('part', 'root')
        container.dataset.mode = mode
        shadow.append(container)
        this.#container = container
        this.#stopParts = exposeParts(container)
        this.#root = createRoot(container)
      }
      this.#render()
    }

    disconnectedCallback() {
      // Moving the element fires disconnect then connect: unmount only if it stays out.
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return
        this.#root.unmount()
        this.#root = undefined
        this.#stopParts?.()
        this.#container?.remove()
        this.#container = undefined
      })
    }

    attributeChangedCallback(_name: string, previous: string | null, value: string | null) {
      if (previous === value || !this.#root || this.#pending) return
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
        mode,
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
        mode,
        deck: options.deck,
        lang: options.lang,
        score: { ...this.#score },
        result: { ...(result as Record<string, unknown>) },
      }
      this.#emit('kalima-complete', detail)
    }

    // Next Category writes the next deck back into the attributes: the page sees it too.
    #onNextCategory = (next: DeckRef) => {
      const { set, value, remove } = deckAttributes(next)
      this.removeAttribute(remove)
      this.setAttribute(set, value)
    }

    #render() {
      if (!this.#root) return
      const { options, warnings } = parseAttributes((name) => this.getAttribute(name))
      this.#warnOnce(warnings)
      if (!this.#options || !sameDeck(this.#options.deck, options.deck)) {
        this.#score = { answered: 0, correct: 0 }
      }
      this.#options = options
      const settings: Partial<Settings> = {
        arabicFontSize: options.arabicSize,
        meaningFontSize: options.meaningSize,
        soundEffects: options.sound,
        darkMode: options.theme === 'dark',
      }
      const { storage, backend, stores } = pageStores()
      const widget = createElement(Widget, {
        deck: options.deck,
        language: options.lang,
        onAnswer: this.#onAnswer,
        onComplete: this.#onComplete,
        onNextCategory: this.#onNextCategory,
      })
      this.#root.render(
        createElement(
          KalimaProvider,
          {
            storage,
            backend,
            stores,
            language: options.lang,
            // The interface follows `ui-lang`, else `lang`; the provider's root carries its
            // lang and dir, so an Urdu element mirrors inside its shadow root and any other
            // stays left to right on a right-to-left host page.
            uiLanguage: options.uiLang,
            theme: options.theme,
            settings,
          },
          widget,
        ),
      )
    }
  }
}

/** Defines `kalima-${mode}` once (a page may load the script twice) and returns its class. */
export function defineStudyElement(
  mode: StudyMode,
  Widget: ComponentType<EmbeddedWidgetProps>,
): CustomElementConstructor {
  const name = `kalima-${mode}`
  const existing = globalThis.customElements?.get(name)
  if (existing) return existing
  const element = createStudyElement(mode, Widget)
  defineElement(name, element)
  return element
}
