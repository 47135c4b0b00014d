import { readFileSync, readdirSync } from 'node:fs'
const src = readFileSync('packages/react/src/i18n/en.ts', 'utf8')
const ids = [...src.matchAll(/^\s+'([\w.]+)':/gm)].map(m => m[1])
const dir = process.argv[2]
const files = readdirSync(dir, { recursive: true }).filter(f => f.endsWith('.js') && !/(^|\/)(bn|en|id|ur|tr|zh|es)(\.\w+)?-|reader-|meanings|verses|vocabulary/.test(f))
const code = files.map(f => readFileSync(dir + '/' + f, 'utf8')).join('\n')
const unused = ids.filter(id => !code.includes(id))
const prefixes = {}
for (const id of ids) { const p = id.split('.')[0]; prefixes[p] ??= [0,0]; prefixes[p][0]++; if (unused.includes(id)) prefixes[p][1]++ }
console.log(ids.length, 'unused', unused.length)
console.log(Object.entries(prefixes).map(([p,[n,u]])=>`${p}:${n}/${u}`).join(' '))
