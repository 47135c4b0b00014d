// IP allow-lists for the admin UI (KALIMA_ADMIN_ALLOW): plain JavaScript, no PocketBase
// globals, so a unit test runs it under Node too. Loaded by hooks with
// require(`${__hooks}/lib/ip.js`).

/** An IPv4 or IPv6 address as an array of bytes (4 or 16), or null when it is not one. */
function parseIp(text) {
  let s = String(text || '').trim()
  if (s.charAt(0) === '[' && s.charAt(s.length - 1) === ']') s = s.slice(1, -1)
  const zone = s.indexOf('%')
  if (zone >= 0) s = s.slice(0, zone)
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(s)) {
    const parts = s.split('.').map(Number)
    for (let i = 0; i < 4; i++) if (parts[i] > 255) return null
    return parts
  }
  if (s.indexOf(':') < 0 || !/^[0-9A-Fa-f:.]+$/.test(s)) return null
  // An IPv4 tail (::ffff:1.2.3.4) becomes two groups.
  const lastColon = s.lastIndexOf(':')
  const tail = s.slice(lastColon + 1)
  if (tail.indexOf('.') >= 0) {
    const v4 = parseIp(tail)
    if (!v4) return null
    s = `${s.slice(0, lastColon + 1)}${((v4[0] << 8) | v4[1]).toString(16)}:${((v4[2] << 8) | v4[3]).toString(16)}`
  }
  const halves = s.split('::')
  if (halves.length > 2) return null
  const groups = (part) => (part === '' ? [] : part.split(':'))
  const head = groups(halves[0])
  const rest = halves.length === 2 ? groups(halves[1]) : []
  const missing = 8 - head.length - rest.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null
  const all = head.concat(new Array(halves.length === 2 ? missing : 0).fill('0'), rest)
  const bytes = []
  for (let i = 0; i < all.length; i++) {
    if (!/^[0-9A-Fa-f]{1,4}$/.test(all[i])) return null
    const n = parseInt(all[i], 16)
    bytes.push(n >> 8, n & 255)
  }
  return bytes
}

/** An IPv4-mapped IPv6 address (::ffff:a.b.c.d) as its IPv4 bytes; other addresses as they are. */
function unmap(bytes) {
  if (bytes.length !== 16) return bytes
  for (let i = 0; i < 10; i++) if (bytes[i] !== 0) return bytes
  if (bytes[10] !== 255 || bytes[11] !== 255) return bytes
  return bytes.slice(12)
}

/**
 * A list of IPs and CIDR blocks ("127.0.0.1/32, ::1, 10.0.0.0/8") as ranges; throws an
 * Error naming the first entry that is neither.
 */
function parseAllowList(text) {
  const ranges = []
  const entries = String(text || '')
    .split(/[\s,]+/)
    .filter((entry) => entry !== '')
  for (let i = 0; i < entries.length; i++) {
    const slash = entries[i].indexOf('/')
    const address = parseIp(slash < 0 ? entries[i] : entries[i].slice(0, slash))
    const bytes = address && unmap(address)
    const bits = slash < 0 ? (bytes ? bytes.length * 8 : 0) : Number(entries[i].slice(slash + 1))
    if (!bytes || !/^\d+$/.test(String(bits)) || bits > bytes.length * 8) {
      throw new Error(
        `KALIMA_ADMIN_ALLOW: "${entries[i]}" is not an IP address or CIDR block (e.g. 127.0.0.1/32, ::1/128).`,
      )
    }
    ranges.push({ bytes, bits })
  }
  return ranges
}

/** Whether `ip` (text) lies in one of `ranges` (from {@link parseAllowList}). */
function ipAllowed(ip, ranges) {
  const parsed = parseIp(ip)
  if (!parsed) return false
  const bytes = unmap(parsed)
  for (let r = 0; r < ranges.length; r++) {
    const range = ranges[r]
    if (range.bytes.length !== bytes.length) continue
    let ok = true
    for (let bit = 0; bit < range.bits && ok; bit += 8) {
      const take = Math.min(8, range.bits - bit)
      const mask = (0xff << (8 - take)) & 0xff
      ok = (bytes[bit / 8] & mask) === (range.bytes[bit / 8] & mask)
    }
    if (ok) return true
  }
  return false
}

module.exports = { parseIp, parseAllowList, ipAllowed }
