// The one place where an element renders its widget: React (preact/compat in the CDN
// build), the provider and the page's stores. Loaded by element.ts on an element's first
// connection, so a page that only loads the script downloads none of it.
import {
  type AnswerReport,
  createIdbStorage,
  createKalimaClient,
  createLocalStorageJournal,
  DEFAULT_LANGUAGE,
  type DeckRef,
  deckIdOf,
  type ExerciseKind,
  type KalimaClient,
  type LanguageCode,
  type Settings,
} from '@kalima/core'
import { DataCredit, KalimaProvider, StorageWarning } from '@kalima/react'
import { type ComponentType, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import type { EmbedOptions } from './attributes'

export { deckAttributes, parseAttributes } from './attributes'

/** Whether two decks are the same (the element resets its score when the deck changes). */
export const sameDeck = (a: DeckRef, b: DeckRef): boolean => deckIdOf(a) === deckIdOf(b)

import { declareFontsOnce } from './fonts'
import { STORAGE_NAMESPACE } from './storage'

/** Props the elements give a study widget (every @kalima/react study widget accepts them). */
export interface EmbeddedWidgetProps {
  deck?: DeckRef
  /** `kind`: the deck asked in one kind of exercise (only `<kalima-learn>` reads it). */
  kind?: ExerciseKind
  language?: LanguageCode
  onAnswer?: (answer: AnswerReport) => void
  /** Every mode completes in core (Flashcards and Words once every card or word is shown). */
  onComplete?: (result: never) => void
  onNextCategory?: (next: DeckRef) => void
  /** `<kalima-reader>`: the surah and the verses it shows. */
  surah?: number
  from?: number
  to?: number
}

/** A study widget of @kalima/react, as the elements render it. */
export type EmbeddedWidget = ComponentType<EmbeddedWidgetProps>

/** What an element passes on each render: its parsed attributes and its event handlers. */
export interface WidgetRenderProps {
  options: EmbedOptions
  onAnswer: (answer: AnswerReport) => void
  onComplete: (result: unknown) => void
  onNextCategory: (next: DeckRef) => void
}

/** A widget mounted in an element's shadow root. */
export interface MountedWidget {
  render(props: WidgetRenderProps): void
  unmount(): void
}

let page: KalimaClient | undefined

/**
 * The page's one client, so two elements never overwrite each other's saved progress: its
 * storage under the embed's namespace, local only (no accounts), loaded at once and saved
 * as the host page is hidden or left. Storage unavailable (a broken or disabled IndexedDB):
 * the widgets go on with the defaults and the answers given in the page (the progress store
 * retries the storage with each one).
 */
function pageClient(): KalimaClient {
  if (page) return page
  page = createKalimaClient({
    storage: createIdbStorage({ namespace: STORAGE_NAMESPACE }),
    // A page left right after an answer or a setting keeps it here (synchronous) until the
    // next load.
    journal: createLocalStorageJournal(`${STORAGE_NAMESPACE}:`) ?? null,
    // Each element's meaning language is its attribute's (`lang`), kept by its provider: the
    // page's saved one is never read (no storage read for it on each page).
    language: DEFAULT_LANGUAGE,
  })
  void page.load()
  page.saveOnLeave()
  return page
}

/** Mounts `Widget` in `container` (inside an element's shadow root), with the page's stores. */
export function mountWidget(container: HTMLElement, Widget: EmbeddedWidget): MountedWidget {
  declareFontsOnce(container.ownerDocument)
  const root = createRoot(container)
  const mounted: MountedWidget = {
    render(props) {
      const { options, onAnswer, onComplete, onNextCategory } = props
      const settings: Partial<Settings> = {
        arabicFontSize: options.arabicSize,
        meaningFontSize: options.meaningSize,
        soundEffects: options.sound,
      }
      const client = pageClient()
      const widget = createElement(Widget, {
        deck: options.deck,
        language: options.lang,
        ...(options.kind ? { kind: options.kind } : {}),
        ...(options.passage ?? {}),
        onAnswer,
        onComplete,
        onNextCategory,
      })
      root.render(
        createElement(
          KalimaProvider,
          {
            client,
            // Each element's meaning language is its own (`lang`): the provider keeps it
            // in a store of its own, never saved.
            language: options.lang,
            // The interface follows `ui-lang`, else `lang`; the provider's root carries its
            // lang and dir, so an Urdu element mirrors inside its shadow root and any other
            // stays left to right on a right-to-left host page.
            uiLanguage: options.uiLang,
            // `auto`: the visitor's system setting, followed by the provider while the page is
            // open (the shadow root's CSS gives the host the same colours, build/shadow-css.ts).
            theme: options.theme,
            settings,
            ...(options.wordAudio ? { wordAudio: options.wordAudio } : {}),
          },
          // Nothing until the page's storage fails; then the learner is told, and offered a
          // copy of the answers, before the page is left and they are gone.
          createElement(StorageWarning, {
            embedded: true,
            className: 'kalima-embed-storage-warning',
          }),
          widget,
          // The data's sources ask for credit wherever their words are shown (NOTICE).
          createElement(DataCredit),
        ),
      )
    },
    unmount: () => root.unmount(),
  }
  return mounted
}
