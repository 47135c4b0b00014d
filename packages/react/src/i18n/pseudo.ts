// Pseudo-localisation: every interface text as an accented, longer English between markers
// (⟦Ŧřẏ ȧɠȧíƞ·····⟧), for finding what a translation cannot reach (a text written in code
// instead of the dictionaries shows unmarked) and what a longer language would clip (each
// text is at least 30% longer, as German or Bengali often are). Placeholders ({n}) and the
// plural separator (|) are kept, so the texts work as the English ones do.

import { messageTransform, setMessageTransform } from './transform'

/** The marks around every pseudo-localised text. */
export const PSEUDO_OPEN = '⟦'
export const PSEUDO_CLOSE = '⟧'

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
/** Each letter of {@link PLAIN} accented (one UTF-16 unit each). */
const ACCENTED = 'ȧƀƈḓḗƒɠħíĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦÍĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ'

/** One plural form: letters accented outside placeholders, padded to 130%, marked. */
function pseudoForm(text: string): string {
  let letters = 0
  const accented = text
    .split(/(\{\w+\})/)
    .map((part, i) => {
      if (i % 2 === 1) return part
      letters += part.length
      return part.replace(/[A-Za-z]/g, (c) => ACCENTED[PLAIN.indexOf(c)] ?? c)
    })
    .join('')
  // The padding: at least 30% of the text more, in short words that wrap as words do.
  const padding = '·'.repeat(Math.max(1, Math.ceil(letters * 0.3))).replace(/(·{4})(?=·)/g, '$1 ')
  return `${PSEUDO_OPEN}${accented} ${padding}${PSEUDO_CLOSE}`
}

/**
 * The pseudo-localised form of an interface text (a message template: `{name}` placeholders
 * and `one|other` plural forms are kept). Empty texts stay empty.
 */
export function pseudoLocalize(template: string): string {
  if (template === '') return template
  return template.split('|').map(pseudoForm).join('|')
}

/**
 * Turns pseudo-localisation on or off for every language: `t` then gives each text as
 * {@link pseudoLocalize} writes its English (accented, 30% longer, between ⟦ ⟧), so a text
 * left out of the dictionaries shows unmarked and one too long for its place shows clipped.
 * For testing and for translators (the site turns it on with `?pseudo`); render again after.
 */
export function setPseudoLocale(on: boolean): void {
  setMessageTransform(on ? pseudoLocalize : null)
}

/** Whether {@link setPseudoLocale} has turned pseudo-localisation on. */
export const isPseudoLocale = (): boolean => messageTransform === pseudoLocalize
