/// <reference path="../pb_data/types.d.ts" />
// One account per e-mail address whatever its case: `ALICE@x.com` and `alice@x.com` were two
// accounts with separate progress. Stored addresses are lower-cased (pb_hooks/accounts.pb.js
// normalises every new one) and the unique index on `email` becomes case-insensitive
// (COLLATE NOCASE, which PocketBase also uses for its own look-ups by e-mail: sign-in and
// password reset find the account whatever the case typed). The password field's minimum
// becomes the policy's 10 characters (the rest of the policy is in the hooks).
//
// Addresses that differ only in case cannot be merged automatically (each has its own
// password and progress), so when some exist the migration stops and lists them; the
// operator decides which account to keep (see pocketbase/README.md, "E-mail clashes").

const EMAIL_INDEX_NOCASE =
  "CREATE UNIQUE INDEX `idx_email__pb_users_auth_` ON `users` (`email` COLLATE NOCASE) WHERE `email` != ''"
const EMAIL_INDEX_ORIGINAL =
  "CREATE UNIQUE INDEX `idx_email__pb_users_auth_` ON `users` (`email`) WHERE `email` != ''"

/** The users collection's indexes with the e-mail index replaced by `index`. */
function withEmailIndex(users, index) {
  const list = []
  for (let i = 0; i < users.indexes.length; i++) {
    const sql = String(users.indexes[i])
    if (!/\(\s*`?email`?[\s)]/i.test(sql)) list.push(sql)
  }
  list.push(index)
  return list
}

migrate(
  (app) => {
    // Accounts whose addresses are equal once trimmed and lower-cased.
    const rows = arrayOf(new DynamicModel({ address: '', accounts: '' }))
    app
      .db()
      .newQuery(
        "SELECT lower(trim([[email]])) AS address, group_concat([[id]] || ' <' || [[email]] || '>', ', ') AS accounts " +
          "FROM {{users}} WHERE [[email]] != '' GROUP BY lower(trim([[email]])) HAVING count(*) > 1 ORDER BY address",
      )
      .all(rows)
    if (rows.length > 0) {
      const lines = []
      for (let i = 0; i < rows.length; i++) lines.push(`  ${rows[i].address}: ${rows[i].accounts}`)
      const list = lines.join('\n')
      throw new Error(
        `Kalima: ${rows.length} e-mail address(es) belong to more than one account when case is ignored:\n${list}\n` +
          'Each account has its own password and progress, so they are not merged automatically. ' +
          'For each address, keep one account and delete the others, or change their e-mail ' +
          '(admin UI → users, or `DELETE FROM users WHERE id = …`), then start PocketBase again. ' +
          'See pocketbase/README.md, "E-mail clashes".',
      )
    }
    app
      .db()
      .newQuery(
        'UPDATE {{users}} SET [[email]] = lower(trim([[email]])) WHERE [[email]] != lower(trim([[email]]))',
      )
      .execute()

    const users = app.findCollectionByNameOrId('users')
    users.indexes = withEmailIndex(users, EMAIL_INDEX_NOCASE)
    users.fields.getByName('password').min = 10
    app.save(users)
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    users.indexes = withEmailIndex(users, EMAIL_INDEX_ORIGINAL)
    users.fields.getByName('password').min = 8
    app.save(users)
  },
)
