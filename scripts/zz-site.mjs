import { gzipSync } from 'node:zlib'
import { readFileSync } from 'node:fs'
import { staticClosure } from './sizes.mjs'
const dir = 'site/dist'
const files = [...new Set([...staticClosure(dir, 'index.html'), ...staticClosure(dir, 'src/start.tsx')])]
let tot = 0
for (const f of files) { const b = readFileSync(f); const g = gzipSync(b, {level:9}).length; tot += g; console.log(f.split('/').pop().padEnd(40), (b.length/1024).toFixed(1).padStart(6), (g/1024).toFixed(1).padStart(6)) }
console.log((tot/1024).toFixed(1))
