// Build step: the notices a copy of the built files must carry, written beside them (the
// site's dist/, the embed's dist/cdn/, which the site serves at /embed/v1/):
// - NOTICE.txt: the repository's NOTICE (the data and fonts, their licences and the
//   attributions they require), then every third-party package whose code the bundle holds,
//   with its version, licence and licence text, as rollup-plugin-license finds them from the
//   modules of the chunks (Preact, ts-fsrs, zustand, idb-keyval… whatever the build takes);
// - LICENSES/: the licence texts NOTICE names for the data and the fonts.
// A package whose licence is not one of ALLOWED_CODE_LICENCES, or states none, fails the build.

import { existsSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import license, { type Dependency } from 'rollup-plugin-license'
import satisfies from 'spdx-satisfies'
import type { Plugin } from 'vite'

const here = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))

/**
 * The licences third-party code in the built files may come under: permissive ones and
 * public-domain dedications, which MIT code and GPL data can carry (an SPDX expression,
 * checked with spdx-satisfies).
 */
export const ALLOWED_CODE_LICENCES =
  '(MIT OR ISC OR 0BSD OR BSD-2-Clause OR BSD-3-Clause OR Apache-2.0 OR Zlib OR BlueOak-1.0.0 OR Unlicense OR CC0-1.0)'

/** The licence texts NOTICE names for the data and the fonts, as the packages ship them. */
export const LICENCE_TEXTS = [
  'packages/core/LICENSES/GPL-3.0-or-later.txt',
  'packages/core/LICENSES/CC-BY-SA-4.0.txt',
  'packages/react/LICENSES/OFL-1.1.txt',
]

/** Kalima's own packages, built from their sources: their terms are NOTICE's, not a list entry. */
const isKalima = (dependency: Dependency) => dependency.name?.startsWith('@kalima/') === true

/**
 * Whether third-party code may ship in the built files: its licence is stated and satisfies
 * {@link ALLOWED_CODE_LICENCES}. Kalima's own packages pass (their terms are NOTICE's).
 */
export function isAllowedInBuild(dependency: Dependency): boolean {
  if (isKalima(dependency)) return true
  try {
    return dependency.license !== null && satisfies(dependency.license, ALLOWED_CODE_LICENCES)
  } catch {
    // Not an SPDX expression ("SEE LICENSE IN …"): not known to be allowed.
    return false
  }
}

/** The third-party section of NOTICE.txt: each package once, by name, with its licence text. */
export function thirdPartySection(dependencies: readonly Dependency[]): string {
  const entries = dependencies
    .filter((d) => !isKalima(d))
    .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''))
    .map((d) =>
      [
        `* ${d.name} ${d.version} — ${d.license}`,
        ...(d.homepage ? [`  ${d.homepage}`] : []),
        '',
        d.licenseText?.trim() ||
          `(The package ships no licence file: its licence is ${d.license}.)`,
        ...(d.noticeText ? ['', d.noticeText.trim()] : []),
      ].join('\n'),
    )
  return [
    'Third-party code in these files',
    '-------------------------------',
    'The built scripts include code from these packages, under the licences below.',
    '',
    entries.join('\n\n'),
  ].join('\n')
}

/**
 * A package's entry for NOTICE read from its own files (package.json, LICENSE): for code that
 * a separate build puts in the output, which the license plugin of this build does not see.
 */
export function installedPackage(name: string): Dependency {
  const dir = here(`node_modules/${name}`)
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  const licenceFile = ['LICENSE', 'LICENSE.md', 'LICENSE.txt'].find((file) =>
    existsSync(join(dir, file)),
  )
  return {
    name: pkg.name,
    version: pkg.version,
    license: pkg.license ?? null,
    licenseText: licenceFile ? readFileSync(join(dir, licenceFile), 'utf8') : null,
    homepage: pkg.homepage ?? null,
  } as Dependency
}

/**
 * The plugins that write NOTICE.txt and LICENSES/ into `outDir` (the build's output folder),
 * and fail the build on third-party code under a licence not in {@link ALLOWED_CODE_LICENCES}.
 * `alsoBuilt`: packages whose code another build adds to the output (the site's service
 * worker, built by vite-plugin-pwa apart from the app), listed in NOTICE too.
 */
export function licenceNotices(outDir: string, alsoBuilt: readonly string[] = []): Plugin[] {
  const notice = readFileSync(here('NOTICE'), 'utf8').trim()
  const others = alsoBuilt.map(installedPackage)
  const unallowed = others.filter((d) => !isAllowedInBuild(d)).map((d) => d.name)
  if (unallowed.length > 0) throw new Error(`Licence not allowed in the build: ${unallowed}`)
  return [
    license({
      thirdParty: {
        includePrivate: false,
        allow: {
          test: isAllowedInBuild,
          failOnUnlicensed: true,
          failOnViolation: true,
        },
        output: {
          file: join(outDir, 'NOTICE.txt'),
          template: (dependencies) =>
            `${notice}\n\nThe licence texts named above are in LICENSES/ beside this file.\n\n${thirdPartySection(
              [
                ...dependencies,
                ...others.filter((d) => !dependencies.some((b) => b.name === d.name)),
              ],
            )}\n`,
        },
      },
    }) as Plugin,
    {
      name: 'kalima-licence-texts',
      apply: 'build',
      generateBundle() {
        for (const path of LICENCE_TEXTS)
          this.emitFile({
            type: 'asset',
            fileName: `LICENSES/${basename(path)}`,
            source: readFileSync(here(path), 'utf8'),
          })
      },
    },
  ]
}
