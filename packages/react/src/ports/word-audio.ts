/**
 * Plays a word's recitation from a word-audio source (see core's `wordAudioUrl`): an
 * `<audio>` element in browsers; silent elsewhere. `play` rejects when the file cannot be
 * played, so the caller can fall back to the browser's voice.
 */
export interface WordAudioPlayer {
  play: (url: string) => Promise<void>
}

/** The browser's player: one `Audio` at a time (a new word stops the previous one). */
export function createBrowserWordAudio(): WordAudioPlayer {
  let current: HTMLAudioElement | undefined
  return {
    play(url) {
      if (typeof Audio === 'undefined') return Promise.reject(new Error('no Audio here'))
      current?.pause()
      current = new Audio(url)
      return current.play()
    },
  }
}
