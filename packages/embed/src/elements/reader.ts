// <kalima-reader surah="67" from="1" to="5">: the reader as a custom element. Defining it is
// light; the widget's code is fetched when the first <kalima-reader> is connected.
import { defineStudyElement } from '../element'

export const KalimaReaderElement = defineStudyElement(
  'reader',
  () => import('../widgets/reader'),
  // Its meaning language's texts loader, fetched with the widget (here, so that no other
  // element's script reaches it).
  (element) =>
    void import('../reader-texts').then(
      ({ prefetchReaderTextsOf }) => prefetchReaderTextsOf(element),
      () => undefined,
    ),
)
