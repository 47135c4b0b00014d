import { SPEECH_LANG, TONES } from '@kalima/core'
import { createWebAudioSound } from './sound'
import { createBrowserSpeech } from './speech'

interface Ramp {
  kind: string
  value: number
  time: number
}

function fakeAudio() {
  const ramps: { frequency: Ramp[]; gain: Ramp[]; stops: number[] } = {
    frequency: [],
    gain: [],
    stops: [],
  }
  const param = (list: Ramp[]) => ({
    setValueAtTime: (value: number, time: number) => list.push({ kind: 'set', value, time }),
    exponentialRampToValueAtTime: (value: number, time: number) =>
      list.push({ kind: 'ramp', value, time }),
  })
  class FakeContext {
    state = 'running'
    currentTime = 10
    destination = {}
    createOscillator() {
      return {
        type: '',
        frequency: param(ramps.frequency),
        connect: () => {},
        start: () => {},
        stop: (t: number) => ramps.stops.push(t),
      }
    }
    createGain() {
      return { gain: param(ramps.gain), connect: () => {} }
    }
    resume() {}
  }
  return { FakeContext, ramps }
}

describe('Web Audio sound', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('plays the tones of §9: 1200→1400 Hz for correct, 250→200 Hz for wrong, 0.3 s at gain 0.3', () => {
    const { FakeContext, ramps } = fakeAudio()
    vi.stubGlobal('AudioContext', FakeContext)
    const sound = createWebAudioSound()
    sound.play('correct')
    expect(ramps.frequency).toEqual([
      { kind: 'set', value: 1200, time: 10 },
      { kind: 'ramp', value: 1400, time: 10.3 },
    ])
    expect(ramps.gain[0]).toEqual({ kind: 'set', value: 0.3, time: 10 })
    expect(ramps.stops).toEqual([10.3])
    sound.play('mismatch')
    expect(ramps.frequency.slice(2).map((r) => r.value)).toEqual([
      TONES.mismatch.fromHz,
      TONES.mismatch.toHz,
    ])
    expect(TONES.mismatch.fromHz).toBe(250)
    expect(TONES.mismatch.toHz).toBe(200)
  })

  it('stays silent where the browser has no Web Audio', () => {
    vi.stubGlobal('AudioContext', undefined)
    expect(() => createWebAudioSound().play('wrong')).not.toThrow()
  })
})

describe('browser speech', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('speaks in ar-SA with an Arabic voice and reports whether one exists', () => {
    const spoken: { text: string; lang: string; voice: unknown }[] = []
    let voices = [{ lang: 'en-US' }]
    vi.stubGlobal('speechSynthesis', {
      getVoices: () => voices,
      cancel: () => {},
      speak: (u: { text: string; lang: string; voice: unknown }) => spoken.push(u),
      addEventListener: () => {},
      removeEventListener: () => {},
    })
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        lang = ''
        voice: unknown = null
        constructor(public text: string) {}
      },
    )
    const speech = createBrowserSpeech()
    expect(speech.hasVoice?.(SPEECH_LANG)).toBe(false)
    voices = [{ lang: 'en-US' }, { lang: 'ar_SA' }]
    expect(speech.hasVoice?.(SPEECH_LANG)).toBe(true)
    speech.speak('كِتَٰب', SPEECH_LANG)
    expect(spoken).toEqual([
      expect.objectContaining({ text: 'كِتَٰب', lang: 'ar-SA', voice: { lang: 'ar_SA' } }),
    ])
  })

  it('does not know yet while the voice list is empty', () => {
    vi.stubGlobal('speechSynthesis', { getVoices: () => [], cancel: () => {}, speak: () => {} })
    expect(createBrowserSpeech().hasVoice?.(SPEECH_LANG)).toBeUndefined()
  })
})
