// Spanish texts of the home page: the dictionary's 'home' part, loaded with the home page
// only (en.home.ts is the reference). Guide: docs/translating.md.
import type { Messages } from './en'

export const esHome: Messages<'home'> = {
  'home.start': 'Empieza por la lección 1',
  'home.startHint':
    'Cada palabra aparece con su significado y un versículo donde aparece. Escúchala y pulsa Siguiente.',
  'home.continue': 'Continuar: {deck} · {mode}',
  'home.continueHint': 'Donde lo dejaste la última vez.',
  'home.ways': 'O estudia de otra manera',
  'home.way.words': 'Conoce las palabras una a una, con su sonido y un versículo.',
  'home.way.flashcards': 'Gira cada tarjeta y di qué tan bien sabías la palabra.',
  'home.way.learn': 'Elige el significado de cada palabra hasta saberlas todas.',
  'home.way.test': 'Ponte a prueba: un intento por palabra, y tu puntuación.',
  'home.way.match': 'Empareja las palabras con sus significados contra el reloj.',
  'home.way.review': 'Repasa las palabras que tocan, para que se queden.',
  'home.title': 'Aprende las palabras del Corán con Kalima',
  'home.lead':
    '{words} palabras forman el {percent} % de las {total} palabras del Corán. Apréndelas en {lessons} lecciones, con significados en {languages} idiomas.',
  'home.leadPronouns': 'Con los pronombres y sufijos, cubren el {percent} %.',
  'home.figures': 'Kalima en cifras',
  'home.figureWords': 'palabras',
  'home.figureCoverage': 'del Corán',
  'home.figureLessons': 'lecciones',
  'home.percent': '{percent} %',
  'home.openAssistant': 'Abre el asistente de estudio',
  'home.tabs': 'Material de estudio',
  'home.tab.words': 'Palabras del Corán',
  'home.tab.grammar': 'Gramática',
  'home.tab.dua': 'Súplicas',
  'home.tab.surahs': 'Suras',
  'home.tab.tajweed': 'Tajwid',
}
