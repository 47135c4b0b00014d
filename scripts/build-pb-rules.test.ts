// The server's progress rules are the core's, bundled: the committed bundle must be what
// the build produces now, and it must behave exactly like the core.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import fc from 'fast-check'
import { progressArb } from '../packages/core/src/progress/arbitraries'
import { merge } from '../packages/core/src/progress/merge'
import { PROGRESS_LIMITS, validateProgress } from '../packages/core/src/progress/validate'
import { reminderDue } from '../packages/core/src/reminders/rules'
import { intlZoneOffset } from '../packages/core/src/reminders/time-zone'
import { DEFAULT_SETTINGS } from '../packages/core/src/settings'
import {
  mergeSettingsWrite,
  REMOTE_SETTING_FIELDS,
  SERVER_FILLED_SETTINGS,
} from '../packages/core/src/settings/server'
import { loadDictionary, UI_LANGUAGES } from '../packages/react/src/i18n'
import {
  buildPbRules,
  EMAIL_MESSAGE_PREFIX,
  emailMessagesJson,
  messagesOutfile,
  outfile,
  reminderEntry,
  reminderOutfile,
  settingsEntry,
  settingsOutfile,
  // @ts-expect-error plain ESM script without types
} from './build-pb-rules.mjs'

describe('pocketbase/pb_hooks/lib/progress-rules.cjs', () => {
  it('is up to date with packages/core/src/progress (else run `npm run build:pb`)', async () => {
    const built: string = await buildPbRules()
    expect(readFileSync(outfile, 'utf8') === built).toBe(true)
  })

  it('is plain ES2017 CommonJS: no object spread, ?. or ?? and no Object.hasOwn', () => {
    const text = readFileSync(outfile, 'utf8')
    expect(text).not.toMatch(/\?\.|\?\?|\{\s*\.\.\.|Object\.hasOwn\(|^import |^export /m)
  })

  it('behaves like the core: same validation, same merge', () => {
    const rules = createRequire(import.meta.url)(outfile)
    expect(rules.PROGRESS_LIMITS).toEqual(PROGRESS_LIMITS)
    fc.assert(
      fc.property(progressArb, progressArb, (a, b) => {
        expect(rules.merge(a, b)).toEqual(merge(a, b))
        expect(rules.mergeDelta(a, b)).toEqual(merge(a, b))
        expect(rules.validateProgress(a)).toEqual(validateProgress(a))
      }),
    )
    const forged = { version: 2, resetAt: -1, words: [], decks: {}, tests: {}, activity: {} }
    expect(rules.validateProgress(forged)).toEqual(validateProgress(forged))
  })
})

describe('pocketbase/pb_hooks/lib/reminder-rules.cjs and email-messages.json', () => {
  it('are up to date with the core rule and the UI dictionaries (else run `npm run build:pb`)', async () => {
    expect(readFileSync(reminderOutfile, 'utf8') === (await buildPbRules(reminderEntry))).toBe(true)
    const dictionaries = Object.fromEntries(
      await Promise.all(UI_LANGUAGES.map(async (lang) => [lang, await loadDictionary(lang)])),
    )
    expect(readFileSync(messagesOutfile, 'utf8')).toBe(emailMessagesJson(dictionaries))
    // Every language has every e-mail message.
    const messages = JSON.parse(readFileSync(messagesOutfile, 'utf8'))
    const ids = Object.keys(dictionaries.en).filter((id) => id.startsWith(EMAIL_MESSAGE_PREFIX))
    expect(ids.length).toBeGreaterThan(0)
    for (const lang of Object.keys(dictionaries))
      expect(Object.keys(messages[lang]).length, lang).toBe(ids.length)
  })

  it('is plain ES2017 CommonJS and decides as the core does', () => {
    const text = readFileSync(reminderOutfile, 'utf8')
    expect(text).not.toMatch(/\?\.|\?\?|\{\s*\.\.\.|Object\.hasOwn\(|^import |^export |Intl\./m)
    const rules = createRequire(import.meta.url)(reminderOutfile)
    fc.assert(
      fc.property(
        fc.record({
          now: fc.integer({ min: 1, max: 4e12 }),
          optedIn: fc.boolean(),
          optedInAt: fc.nat(),
          unsubscribedAt: fc.nat(),
          timeZone: fc.constantFrom('Asia/Dhaka', 'America/New_York', '', 'Nope/Nope'),
          hour: fc.integer({ min: 0, max: 23 }),
          lastSentAt: fc.nat(),
          dueCount: fc.nat(5),
        }),
        (input) => {
          expect(rules.reminderDue(input, intlZoneOffset)).toEqual(
            reminderDue(input, intlZoneOffset),
          )
        },
      ),
    )
  })
})

describe('pocketbase/pb_hooks/lib/settings-rules.cjs', () => {
  it('is up to date with packages/core/src/settings (else run `npm run build:pb`)', async () => {
    expect(readFileSync(settingsOutfile, 'utf8') === (await buildPbRules(settingsEntry))).toBe(true)
  })

  it("fills in the core's own defaults, and is plain ES2017 CommonJS", () => {
    const rules = createRequire(import.meta.url)(settingsOutfile)
    expect(rules.SERVER_FILLED_SETTINGS).toEqual(SERVER_FILLED_SETTINGS)
    for (const [name, value] of Object.entries(rules.SERVER_FILLED_SETTINGS))
      expect(value, name).toBe(DEFAULT_SETTINGS[name as keyof typeof DEFAULT_SETTINGS])
    const text = readFileSync(settingsOutfile, 'utf8')
    expect(text).not.toMatch(/\?\.|\?\?|\{\s*\.\.\.|Object\.hasOwn\(|^import |^export |Intl\./m)
  })

  it("merges a settings write as the core's mergeSettingsWrite does", () => {
    const rules = createRequire(import.meta.url)(settingsOutfile)
    expect(rules.REMOTE_SETTING_FIELDS).toEqual(REMOTE_SETTING_FIELDS)
    const stamp = fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined })
    const recordArb = fc
      .record({
        bengaliFontSize: fc.constantFrom(16, 22, 30),
        darkMode: fc.boolean(),
        timerPosition: fc.constantFrom('top-right', 'bottom-left'),
        changedAt: fc.option(
          fc.record({
            bengaliFontSize: stamp,
            darkMode: stamp,
            timerPosition: stamp,
            other: stamp,
          }),
          { nil: undefined },
        ),
      })
      .map((fields) => ({ ...SERVER_FILLED_SETTINGS, ...fields }))
    fc.assert(
      fc.property(recordArb, recordArb, (stored, written) => {
        expect(rules.mergeSettingsWrite(stored, written)).toEqual(
          mergeSettingsWrite(stored, written),
        )
      }),
    )
  })
})
