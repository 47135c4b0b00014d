import { type Sound, TONES, type Tone } from '@kalima/core'

/** Tones by Web Audio: one oscillator sweep per tone, as core's TONES says (§9). */
export function createWebAudioSound(): Sound {
  let context: AudioContext | undefined
  return {
    play(tone) {
      const Ctor =
        typeof window !== 'undefined'
          ? (window.AudioContext ??
            (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext)
          : undefined
      if (!Ctor) return
      try {
        context ??= new Ctor()
        if (context.state === 'suspended') void context.resume()
        const { fromHz, toHz, durationS, gain: level } = TONES[tone]
        const t0 = context.currentTime
        const oscillator = context.createOscillator()
        const gain = context.createGain()
        oscillator.type = 'sine'
        oscillator.frequency.setValueAtTime(fromHz, t0)
        oscillator.frequency.exponentialRampToValueAtTime(toHz, t0 + durationS)
        gain.gain.setValueAtTime(level, t0)
        gain.gain.exponentialRampToValueAtTime(0.001, t0 + durationS)
        oscillator.connect(gain)
        gain.connect(context.destination)
        oscillator.start(t0)
        oscillator.stop(t0 + durationS)
      } catch {
        // Audio is a nicety: a browser that refuses it must not break the lesson.
      }
    },
  }
}

/** A sound port that only records the tones it was asked for (tests and stories). */
export function createSilentSound(): Sound & { played: Tone[] } {
  const played: Tone[] = []
  return { played, play: (tone) => played.push(tone) }
}
