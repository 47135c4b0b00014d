import { readerFilesFor } from './ReaderDownload'

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
