export { createSilentSound, createWebAudioSound } from './sound'
export { createBrowserSpeech, createSilentSpeech } from './speech'
