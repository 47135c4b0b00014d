#!/usr/bin/env node
// `npm run i18n:check [-- lang…]`: checks every UI dictionary (packages/react/src/i18n/<lang>.ts
// and its parts <lang>.<part>.ts)
// against English and lists, per language, missing or extra message ids, placeholders that
// differ from English, wrong plural forms, and texts equal to English that are not on the
// allow-list. Exits 1 on any problem. The rules are in packages/react/src/i18n/check.ts
// (the same ones the unit test asserts); the guide is docs/translating.md.
import { openSourceRunner } from './source-runner.mjs'

// The TypeScript sources run through Vite's module runner (kept open: loadDictionary's
// dynamic imports run later), so nothing needs building first.
const runner = await openSourceRunner()
const i18n = await runner.load('packages/react/src/i18n/index.ts')
const { checkDictionary } = await runner.load('packages/react/src/i18n/check.ts')

const known = i18n.UI_LANGUAGES.filter((lang) => lang !== 'en')
const asked = process.argv.slice(2)
const unknown = asked.filter((lang) => !known.includes(lang))
if (unknown.length) {
  console.error(`No UI dictionary for: ${unknown.join(', ')}. Languages: ${known.join(', ')}.`)
  await runner.close()
  process.exit(2)
}
const langs = asked.length ? asked : known

// English whole (every part), the reference.
const en = await i18n.loadDictionary('en')
let total = 0
const ids = Object.keys(en).length
for (const lang of langs) {
  const problems = checkDictionary(lang, await i18n.loadDictionary(lang), en)
  total += problems.length
  const file = `packages/react/src/i18n/${lang}.ts and ${lang}.<part>.ts`
  if (!problems.length) {
    console.log(`ok   ${lang} (${file}): all ${ids} messages`)
    continue
  }
  console.log(`FAIL ${lang} (${file}): ${problems.length} problem(s)`)
  for (const p of problems) console.log(`     ${p.kind.padEnd(15)} ${p.id}: ${p.detail}`)
}
console.log(
  total
    ? `${total} problem(s). Guide: docs/translating.md`
    : `${langs.length} language(s) complete, ${ids} messages each.`,
)
await runner.close()
process.exit(total ? 1 : 0)
