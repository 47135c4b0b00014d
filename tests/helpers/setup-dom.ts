import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import 'fake-indexeddb/auto'
import { afterEach } from 'vitest'
import { DICTIONARY_PARTS, prepareDictionary } from '../../packages/react/src/i18n'

// English's parts besides the built-in main one load on demand in an app (a widget shows
// "Loading…" until its part is there); tests render widgets in English with every part
// ready, as a page that prepared them does. useDictionaryPart's own test covers the wait.
await prepareDictionary('en', DICTIONARY_PARTS)

afterEach(() => cleanup())

// jsdom's Blob (and File) lacks browsers' text(): read it as browsers do, with a FileReader.
if (typeof Blob.prototype.text !== 'function')
  Blob.prototype.text = function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader()
      reader.onload = () => resolve(String(reader.result))
      reader.onerror = () => reject(reader.error)
      reader.readAsText(this)
    })
  }
