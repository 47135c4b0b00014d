import { gzipSync } from 'node:zlib'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { staticClosure } from './sizes.mjs'
const dir = 'packages/embed/dist/cdn'
for (const mode of process.argv.slice(2)) {
  const files = staticClosure(dir, `src/elements/${mode}.ts`, { exclude: [/^vocabulary$/, /^meanings/, /^verses/, /^verse-ranges$/, /\.reader$/, /^(en|bn|id|ur|tr|zh|es)(\.\w+)?$/], dynamic: true })
  let tot = 0
  const rows = files.map(f => { const b = readFileSync(f); const g = gzipSync(b, {level:9}).length; tot += g; return [f.split('/').pop(), b.length, g] }).sort((a,b)=>b[2]-a[2])
  console.log(mode, (tot/1024).toFixed(1))
  for (const r of rows) console.log('  ', r[0].padEnd(40), (r[1]/1024).toFixed(1).padStart(6), (r[2]/1024).toFixed(1).padStart(6))
}
