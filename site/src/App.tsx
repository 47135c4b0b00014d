import { ArabicText } from '@kalima/react'

/** The hosted app. Pages only arrange widgets from @kalima/react. */
export function App() {
  return (
    <main>
      <h1>
        Kalima <ArabicText>كَلِمَة</ArabicText>
      </h1>
      <p>Learn the 600 most frequent words of the Quran.</p>
    </main>
  )
}
