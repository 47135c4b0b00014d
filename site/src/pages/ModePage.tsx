import { type DeckMode, deckFromPath, deckIdOf, deckPath } from '@kalima/core'
import { deckTitle, Flashcards, Learn, Match, Test, useKalima, Words } from '@kalima/react'
import { useParams } from 'wouter'
import { CardLayout } from '../layout/CardLayout'
import { renderLink } from '../layout/routerLink'

/** A study mode on a deck: /learn/3, /match/surah/112, /test/pronouns, /flashcards (lesson 1) … */
export function ModePage({ mode }: { mode: DeckMode }) {
  const params = useParams()
  const deck = deckFromPath(params)
  const { t } = useKalima()
  const title = deckTitle(deck, t)
  const navigation = {
    homeHref: '/flash',
    deckHref: (next: typeof deck) => deckPath(mode, next),
    renderLink,
  }
  // A new deck starts a new session: the key remounts the widget.
  const key = `${mode}:${deckIdOf(deck)}`
  return (
    <CardLayout deck={deck} mode={mode} title={title}>
      {mode === 'words' && <Words key={key} deck={deck} />}
      {mode === 'flashcards' && <Flashcards key={key} deck={deck} />}
      {mode === 'learn' && <Learn key={key} deck={deck} {...navigation} />}
      {mode === 'test' && <Test key={key} deck={deck} {...navigation} />}
      {mode === 'match' && <Match key={key} deck={deck} {...navigation} />}
    </CardLayout>
  )
}
