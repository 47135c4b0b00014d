// One script for every element: <script type="module" src="…/kalima-embed.js"></script>
export { KalimaFlashcardsElement } from './elements/flashcards'
export { KalimaLearnElement } from './elements/learn'
export { KalimaMatchElement } from './elements/match'
export { KalimaReviewElement } from './elements/review'
export { KalimaTestElement } from './elements/test'
export { KalimaWordsElement } from './elements/words'
