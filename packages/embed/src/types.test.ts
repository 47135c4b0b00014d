// A React app's TSX using the elements type-checks against the package's declarations
// (types.ts, jsx.ts), and misuses are refused: TypeScript itself, on in-memory files.
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const src = (pkg: string, file = 'index.ts') => join(root, `packages/${pkg}/src/${file}`)

const CONSUMER = `
import type {} from '@kalima/embed/jsx'
import '@kalima/embed'

export function Lesson() {
  return (
    <section>
      <kalima-learn surah={112} lang="ur" theme="dark" arabic-size="48" className="wide" />
      <kalima-match category="3" sound="off" id="match" key="m" />
      <kalima-review />
    </section>
  )
}

const review: HTMLElementTagNameMap['kalima-review'] = document.createElement('kalima-review')
review.addEventListener('kalima-complete', (event) => event.detail.score.correct.toFixed())
review.addEventListener('kalima-answer', (event) => event.detail.wordId?.length)
`

/** Each misuse alone in a file, with the message TypeScript must give. */
const MISUSES: [string, RegExp][] = [
  ['<kalima-learn lang="xx" />', /Type '"xx"' is not assignable to type 'LanguageCode/],
  ['<kalima-match theme="blue" />', /Type '"blue"' is not assignable/],
  ['<kalima-quiz />', /Property 'kalima-quiz' does not exist on type 'JSX.IntrinsicElements'/],
  ['<kalima-words category={[3]} />', /is not assignable/],
]

function diagnostics(files: Record<string, string>): string[] {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    baseUrl: root,
    paths: {
      '@kalima/embed': [src('embed')],
      '@kalima/embed/jsx': [src('embed', 'jsx.ts')],
      '@kalima/core': [src('core')],
      '@kalima/react': [src('react')],
    },
  }
  const host = ts.createCompilerHost(options)
  const names = Object.keys(files).map((name) => join(root, 'packages/embed', name))
  const read = host.readFile.bind(host)
  const exists = host.fileExists.bind(host)
  const virtual = (path: string) => files[path.slice(join(root, 'packages/embed/').length)]
  host.readFile = (path) => virtual(path) ?? read(path)
  host.fileExists = (path) => virtual(path) !== undefined || exists(path)
  const getSourceFile = host.getSourceFile.bind(host)
  host.getSourceFile = (path, language) => {
    const text = virtual(path)
    return text === undefined
      ? getSourceFile(path, language)
      : ts.createSourceFile(path, text, language)
  }
  const program = ts.createProgram(names, options, host)
  return names.flatMap((name) =>
    ts
      .getPreEmitDiagnostics(program, program.getSourceFile(name))
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
  )
}

describe('element types in a consumer TSX file', () => {
  it('type-checks JSX, createElement and the typed events', () => {
    expect(diagnostics({ 'consumer.tsx': CONSUMER })).toEqual([])
  }, 120_000)

  it('refuses a bad attribute value and an element that does not exist', () => {
    const files = Object.fromEntries(
      MISUSES.map(([jsx], i) => [
        `misuse-${i}.tsx`,
        `import type {} from '@kalima/embed/jsx'\nexport const x = ${jsx}\n`,
      ]),
    )
    const messages = diagnostics(files)
    for (const [jsx, message] of MISUSES) {
      expect(
        messages.some((m) => message.test(m)),
        `${jsx}: ${messages.join(' | ')}`,
      ).toBe(true)
    }
    expect(messages).toHaveLength(MISUSES.length)
  }, 120_000)
})
