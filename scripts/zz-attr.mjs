import { readFileSync } from 'node:fs'
import { TraceMap, decodedMappings } from '@jridgewell/trace-mapping'
const file = process.argv[2]
const code = readFileSync(file, 'utf8')
const map = new TraceMap(readFileSync(file + '.map', 'utf8'))
const lines = code.split('\n')
const dec = decodedMappings(map)
const by = {}
dec.forEach((segs, li) => {
  const line = lines[li] ?? ''
  segs.forEach((s, i) => {
    const end = i + 1 < segs.length ? segs[i + 1][0] : line.length
    const src = s.length > 1 ? map.sources[s[1]] : '(none)'
    by[src] = (by[src] ?? 0) + (end - s[0])
  })
})
const rows = Object.entries(by).sort((a, b) => b[1] - a[1])
let tot = 0
for (const [s, b] of rows) { tot += b; if (b > 300) console.log((b / 1024).toFixed(1).padStart(6), s.replace(/.*node_modules\//, 'nm/').replace(/^(\.\.\/)+/, '')) }
console.log('total', (tot / 1024).toFixed(1), 'file', (code.length/1024).toFixed(1))
