import { downloadBytes, readerFilesFor } from './ReaderDownload'

describe('Read offline: the files a learner downloads', () => {
  const files = [
    'assets/reader-ab12/1.words.reader.js',
    'assets/reader-ab12/1.parts.reader.js',
    'assets/reader-ab12/1.bn.text.reader.js',
    'assets/reader-ab12/1.ur.text.reader.js',
    'assets/reader-ab12/114.words.reader.js',
    'assets/reader-ab12/114.bn.text.reader.js',
    'assets/reader-ab12/occurrences.3.reader.js',
  ]

  it('takes every surah’s words and parts, the occurrences, and the texts of one language', () => {
    expect(readerFilesFor(files, 'bn')).toEqual([
      'assets/reader-ab12/1.words.reader.js',
      'assets/reader-ab12/1.parts.reader.js',
      'assets/reader-ab12/1.bn.text.reader.js',
      'assets/reader-ab12/114.words.reader.js',
      'assets/reader-ab12/114.bn.text.reader.js',
      'assets/reader-ab12/occurrences.3.reader.js',
    ])
    expect(readerFilesFor(files, 'ur')).toContain('assets/reader-ab12/1.ur.text.reader.js')
    expect(readerFilesFor(files, 'ur')).not.toContain('assets/reader-ab12/1.bn.text.reader.js')
  })
})

describe('Read offline: the size of the download', () => {
  it('adds up the gzip sizes of the files one language needs', () => {
    const list = {
      version: 'ab12',
      files: [
        'assets/reader-ab12/1.words.reader.js',
        'assets/reader-ab12/1.bn.text.reader.js',
        'assets/reader-ab12/1.ur.text.reader.js',
        'assets/reader-ab12/occurrences.0.reader.js',
      ],
      bytes: {
        'assets/reader-ab12/1.words.reader.js': 1000,
        'assets/reader-ab12/1.bn.text.reader.js': 300,
        'assets/reader-ab12/1.ur.text.reader.js': 7000,
        'assets/reader-ab12/occurrences.0.reader.js': 20,
      },
    }
    expect(downloadBytes(list, 'bn')).toBe(1320)
    expect(downloadBytes(list, 'ur')).toBe(8020)
    // A list without sizes (an older build) estimates nothing.
    expect(downloadBytes({ version: 'ab12', files: list.files }, 'bn')).toBe(0)
  })
})
