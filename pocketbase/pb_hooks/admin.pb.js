/// <reference path="../pb_data/types.d.ts" />
// The superuser and the admin UI (/_/): see docs/security.md.
//
// - `pocketbase kalima-superuser <loopback|public>` (run by pocketbase/start.mjs before
//   `serve`) creates the first superuser, and only when there is none: from
//   KALIMA_PB_ADMIN_EMAIL / KALIMA_PB_ADMIN_PASSWORD when set, else (loopback only) with a
//   random password written to pb_data/.superuser (mode 0600). An existing superuser is
//   never changed. It prints one line, `KALIMA_SUPERUSER {json}`, that start.mjs reads.
// - KALIMA_ADMIN_ALLOW (IPs/CIDRs) becomes PocketBase's superuserIPs setting: superuser
//   requests only from those IPs. (The /_/ gate itself, KALIMA_ADMIN_UI=off and
//   KALIMA_ADMIN_ALLOW, is in static.pb.js's one middleware: lib/admin.js.)
// - Backups leave out pb_data/.superuser and pb_data/.encryption-key.

$app.rootCmd.addCommand(
  new Command({
    use: 'kalima-superuser',
    short: "Creates Kalima's first superuser when there is none (see pocketbase/start.mjs)",
    run: (_cmd, args) => {
      const u = require(`${__hooks}/lib/env.js`)
      const report = (result) => console.log(`KALIMA_SUPERUSER ${JSON.stringify(result)}`)
      const installer = '__pbinstaller@example.com' // PocketBase's temporary installer account
      const existing = $app.countRecords(
        '_superusers',
        $dbx.exp('email != {:installer}', { installer }),
      )
      const email = u.env('KALIMA_PB_ADMIN_EMAIL') || 'admin@kalima.local'
      const envPassword = u.env('KALIMA_PB_ADMIN_PASSWORD')
      if (existing > 0) {
        let listed = true
        if (u.env('KALIMA_PB_ADMIN_EMAIL')) {
          try {
            $app.findAuthRecordByEmail('_superusers', email)
          } catch (_) {
            listed = false
          }
        }
        return report({ status: 'exists', count: existing, envEmailIgnored: !listed })
      }
      if (!envPassword && args[0] === 'public') return report({ status: 'refused' })
      const password =
        envPassword ||
        $security.randomStringWithAlphabet(
          24,
          'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789',
        )
      const record = new Record($app.findCollectionByNameOrId('_superusers'))
      record.setEmail(email)
      record.setPassword(password)
      try {
        $app.save(record)
      } catch (err) {
        return report({ status: 'invalid', email, message: String(err) })
      }
      if (envPassword) return report({ status: 'created', email })
      const file = `${$app.dataDir()}/.superuser`
      try {
        $os.remove(file)
      } catch (_) {
        // no earlier file
      }
      $os.writeFile(
        file,
        `# Kalima's first PocketBase superuser (sign in at /_/, change the password, then delete this file)\nemail: ${email}\npassword: ${password}\n`,
        0o600,
      )
      return report({ status: 'generated', email, password, file })
    },
  }),
)

// KALIMA_ADMIN_ALLOW also becomes PocketBase's own superuserIPs: superuser sign-in and
// superuser requests are refused from other IPs (unset: the setting is left as it is).
onBootstrap((e) => {
  e.next()
  const u = require(`${__hooks}/lib/env.js`)
  const allow = u.env('KALIMA_ADMIN_ALLOW')
  const ui = u.env('KALIMA_ADMIN_UI').toLowerCase()
  if (ui !== '' && ui !== 'on' && ui !== 'off') {
    throw new Error(`KALIMA_ADMIN_UI must be "on" or "off" (got "${ui}").`)
  }
  if (!allow) return
  const ranges = require(`${__hooks}/lib/ip.js`).parseAllowList(allow) // throws on a bad entry
  if (ranges.length === 0) return
  const settings = e.app.settings()
  settings.superuserIPs = allow.split(/[\s,]+/).filter((entry) => entry !== '')
  e.app.save(settings)
})

// The generated superuser password and the local encryption key stay out of backups (and
// a restore keeps the ones in place): a backup copied elsewhere carries neither secret.
onBackupCreate((e) => {
  e.exclude = Array.from(e.exclude || []).concat(['.superuser', '.encryption-key'])
  e.next()
})
onBackupRestore((e) => {
  e.exclude = Array.from(e.exclude || []).concat(['.superuser', '.encryption-key'])
  e.next()
})
