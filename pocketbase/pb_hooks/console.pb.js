/// <reference path="../pb_data/types.d.ts" />
// The server's warnings and errors on its console, not only in the admin UI's logs:
// PocketBase (run with --dev=false) prints none of its logs, so a warning such as "contact
// message stored but not e-mailed" would go unseen. Printed: every warning or error the
// hooks log, and requests that failed with a server error (5xx). Failed requests of
// clients (4xx) stay in the logs only (KALIMA_LOG_LEVEL), as do info and debug lines.

onModelCreate((e) => {
  const log = e.model
  const level = Number(log.level)
  let data = {}
  try {
    data = JSON.parse(JSON.stringify(log.data)) || {}
  } catch (_) {
    data = {}
  }
  const request = data.type === 'request'
  if (request ? Number(data.status) >= 500 : level >= 4) {
    const attrs = []
    for (const key in data) {
      if (key === 'type' || key === 'auth' || key === 'userAgent' || key === 'referer') continue
      const value = typeof data[key] === 'string' ? data[key] : JSON.stringify(data[key])
      attrs.push(`${key}=${value}`)
    }
    const name = level >= 8 ? 'ERROR' : 'WARN'
    console.log(`${name} ${log.message}${attrs.length ? ` (${attrs.join(', ')})` : ''}`)
  }
  e.next()
}, '_logs')
