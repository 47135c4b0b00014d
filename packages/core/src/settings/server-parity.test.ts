// The server's settings collection (pocketbase/pb_migrations/1763700000_kalima_init.js) must
// accept exactly what validateSettings keeps: same fields, ranges, choices and colours.
// The migrations are run here against a fake PocketBase app to read its field definitions.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { isTimeZoneName, MAX_TIME_ZONE_LENGTH } from '../reminders/rules'
import {
  ARABIC_FONT_FAMILIES,
  DEFAULT_SETTINGS,
  LEGACY_SETTING_NAMES,
  MEANING_FONT_FAMILIES,
  NEW_WORDS_SOURCES,
  SETTINGS_RANGES,
  type Settings,
  TIMER_POSITIONS,
  UI_LANGUAGE_SETTINGS,
  validateSettings,
} from '.'
import { REMOTE_SETTING_FIELDS, SERVER_FILLED_SETTINGS } from './server'

interface Field {
  name: string
  type: string
  min?: number
  max?: number
  onlyInt?: boolean
  required?: boolean
  values?: string[]
  pattern?: string
}

const migrationsDir = new URL('../../../../pocketbase/pb_migrations/', import.meta.url)
/** The migrations that shape the settings collection, in the order PocketBase runs them. */
const SETTINGS_MIGRATIONS = [
  '1763700000_kalima_init.js',
  '1795500000_settings_ui_language.js',
  '1797000000_reminders.js',
  '1798000000_daily_plan.js',
]

/** The fields of the settings collection once its migrations ran. */
const serverSettingsFields = (): Field[] => {
  const saved: Array<{ name?: string; fields?: Field[] }> = []
  const users = {
    id: 'users',
    fields: { getByName: () => ({}) },
    oauth2: { mappedFields: {} },
  }
  const db = { newQuery: () => ({ execute: () => undefined, all: () => undefined }) }
  const app = {
    findCollectionByNameOrId: (name: string) => saved.find((c) => c.name === name) ?? users,
    save: (c: { name?: string; fields?: Field[] }) => {
      if (!saved.includes(c)) saved.push(c)
    },
    db: () => db,
  }
  /** A collection whose field list has PocketBase's `add` and `removeByName`. */
  class Collection {
    fields: Field[] = []
    constructor(options: { fields?: Field[] }) {
      Object.assign(this, options)
      const fields = [...(options.fields ?? [])]
      this.fields = Object.assign(fields, {
        add: (field: Field) => fields.push(field),
        removeByName: (name: string) =>
          fields.splice(
            fields.findIndex((f) => f.name === name),
            1,
          ),
      })
    }
  }
  /** PocketBase's typed field constructors (`new SelectField({...})`…) of the given type. */
  const fieldClass = (type: string) =>
    class {
      constructor(options: object) {
        Object.assign(this, { type }, options)
      }
    }
  const classes = {
    SelectField: fieldClass('select'),
    BoolField: fieldClass('bool'),
    NumberField: fieldClass('number'),
    TextField: fieldClass('text'),
  }
  for (const file of SETTINGS_MIGRATIONS) {
    let up: ((app: unknown) => void) | undefined
    const text = readFileSync(fileURLToPath(new URL(file, migrationsDir)), 'utf8')
    const run = new Function('migrate', 'Collection', ...Object.keys(classes), text)
    run(
      (u: (app: unknown) => void) => {
        up = u
      },
      Collection,
      ...Object.values(classes),
    )
    up?.(app)
  }
  const settings = saved.find((c) => c.name === 'settings')
  if (!settings?.fields) throw new Error('no settings collection in the migrations')
  return settings.fields.filter((f) => !['user', 'created', 'updated'].includes(f.name))
}

/** The server's (original) field name of a core setting. */
const serverName = (name: keyof Settings): string =>
  Object.entries(LEGACY_SETTING_NAMES).find(([, core]) => core === name)?.[0] ?? name

describe('server settings collection', () => {
  const fields = serverSettingsFields()
  const field = (name: keyof Settings): Field => {
    const f = fields.find((x) => x.name === serverName(name))
    if (!f) throw new Error(`the server has no field for ${name}`)
    return f
  }

  it('has exactly one field per core setting', () => {
    const names = (Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]).map(serverName)
    expect(fields.map((f) => f.name).sort()).toEqual(names.sort())
    // The fields the settings hook reads and merges (mergeSettingsWrite) are all of them.
    expect([...REMOTE_SETTING_FIELDS].sort()).toEqual(fields.map((f) => f.name).sort())
  })

  it('uses the core ranges for numbers, whole numbers, required unless 0 is allowed', () => {
    // PocketBase's `required` on a number field refuses 0, so a range from 0 (reminderHour:
    // midnight) cannot be required; the core's default fills a missing value instead.
    for (const [name, range] of Object.entries(SETTINGS_RANGES)) {
      expect(field(name as keyof Settings)).toMatchObject({
        type: 'number',
        onlyInt: true,
        min: range.min,
        max: range.max,
      })
      expect(field(name as keyof Settings).required ?? false).toBe(range.min > 0)
    }
  })

  it('accepts the time zones the core accepts, by the same shape', () => {
    const pattern = new RegExp(field('timeZone').pattern ?? '')
    for (const sample of ['', 'UTC', 'Asia/Dhaka', 'America/Argentina/Buenos_Aires', 'Etc/GMT+6'])
      expect(pattern.test(sample), sample).toBe(true)
    for (const sample of ['Asia Dhaka', '../etc', 'Asia/', '/UTC', 'a/b/c/d', 'Asia/Dhaka\n'])
      expect(pattern.test(sample), sample).toBe(isTimeZoneName(sample))
    expect(field('timeZone')).toMatchObject({ type: 'text', max: MAX_TIME_ZONE_LENGTH })
  })

  it('offers the core choices for timer position, fonts and interface language', () => {
    expect(field('timerPosition').values).toEqual([...TIMER_POSITIONS])
    expect(field('uiLanguage').values).toEqual([...UI_LANGUAGE_SETTINGS])
    expect(field('arabicFontFamily').values).toEqual([...ARABIC_FONT_FAMILIES])
    expect(field('meaningFontFamily').values).toEqual([...MEANING_FONT_FAMILIES])
    expect(field('newWordsFrom').values).toEqual([...NEW_WORDS_SOURCES])
    for (const name of [
      'timerPosition',
      'arabicFontFamily',
      'meaningFontFamily',
      'uiLanguage',
      'newWordsFrom',
    ] as const)
      expect(field(name)).toMatchObject({ type: 'select', maxSelect: 1, required: true })
  })

  it('stores booleans as bool fields and accepts the colours the core accepts', () => {
    const samples = ['#333', '#4255ff', '#abcd', '#11223344', '#12', '#12345', 'red', '#ggg', '']
    for (const [name, value] of Object.entries(DEFAULT_SETTINGS) as [keyof Settings, unknown][]) {
      if (typeof value === 'boolean') expect(field(name).type).toBe('bool')
      if (name.endsWith('Color')) {
        const pattern = new RegExp(field(name).pattern ?? '')
        for (const sample of samples) {
          const coreAccepts = validateSettings({ [name]: sample }).issues.length === 0
          expect(pattern.test(sample), `${name} ${sample}`).toBe(coreAccepts)
        }
      }
    }
  })
})

describe("the settings hook's merge of an update", () => {
  it("is core's mergeSettingsWrite, read from the bundle, over every setting field", () => {
    const hook = readFileSync(
      fileURLToPath(new URL('../../../../pocketbase/pb_hooks/settings.pb.js', import.meta.url)),
      'utf8',
    )
    // No merge rule of its own: it reads lib/settings-rules.cjs, which
    // scripts/build-pb-rules.test.ts holds equal to core's mergeSettingsWrite.
    expect(hook).toMatch(/require\(`\$\{__hooks\}\/lib\/settings-rules\.cjs`\)/)
    expect(hook).toMatch(/rules\.mergeSettingsWrite\(/)
    expect(hook).toMatch(/rules\.REMOTE_SETTING_FIELDS/)
    expect(hook).not.toMatch(/keepNewerFields|lib\/settings\.js/)
  })
})

describe("the settings hook's defaults for a client from before a setting", () => {
  it("are the core defaults, read from the bundle of core's SERVER_FILLED_SETTINGS", () => {
    const hook = readFileSync(
      fileURLToPath(new URL('../../../../pocketbase/pb_hooks/settings.pb.js', import.meta.url)),
      'utf8',
    )
    // The hook writes no default of its own: it reads lib/settings-rules.cjs, which
    // scripts/build-pb-rules.test.ts holds equal to core's SERVER_FILLED_SETTINGS.
    expect(hook).toMatch(
      /require\(`\$\{__hooks\}\/lib\/settings-rules\.cjs`\)\.SERVER_FILLED_SETTINGS/,
    )
    expect(hook).not.toMatch(/reminderHour', 19|desiredRetention: 90|reviewsPerDay: 200/)
    for (const [name, value] of Object.entries(SERVER_FILLED_SETTINGS))
      expect(value, name).toBe(DEFAULT_SETTINGS[name as keyof Settings])
    expect(Object.keys(SERVER_FILLED_SETTINGS)).toContain('reminderHour')
  })
})
