// Spanish UI strings of the settings panel (its fields, reminders, progress reset): the dictionary's
// 'settings' part, loaded with what uses it (es.ts is the part every page loads).
// Guide: docs/translating.md.
import type { Messages } from './en'

export const esSettings: Messages<'settings'> = {
  'settings.display': 'Visualización',
  'settings.showRepetition': 'Mostrar cuántas veces aparece la palabra en el Corán',
  'settings.arabicFontSize': 'Tamaño del texto árabe',
  'settings.meaningFontSize': 'Tamaño del significado',
  'settings.arabicColor': 'Color del texto árabe',
  'settings.meaningColor': 'Color del significado',
  'settings.showTransliteration': 'Mostrar transliteración',
  'settings.showTransliterationToggle': 'Mostrar el botón de transliteración',
  'settings.transliterationColor': 'Color de la transliteración',
  'settings.timerPosition': 'Posición del cronómetro',
  'settings.timerPosition.top-right': 'Arriba a la derecha',
  'settings.timerPosition.top-left': 'Arriba a la izquierda',
  'settings.timerPosition.bottom-right': 'Abajo a la derecha',
  'settings.timerPosition.bottom-left': 'Abajo a la izquierda',
  'settings.messagesDuration': 'Duración de los mensajes',
  'settings.arabicFontFamily': 'Fuente árabe',
  'settings.arabicFontFamily.naskh': 'Noto Naskh Arabic',
  'settings.arabicFontFamily.kufi': 'Noto Kufi Arabic',
  'settings.arabicFontFamily.thuluth': 'Aref Ruqaa',
  'settings.arabicFontFamily.default': 'Amiri Quran',
  'settings.meaningFontFamily': 'Fuente del significado',
  'settings.meaningFontFamily.solaimanlipi': 'Hind Siliguri',
  'settings.meaningFontFamily.kalpurush': 'Noto Serif Bengali',
  'settings.meaningFontFamily.default': 'Noto Sans Bengali',
  'settings.soundEffects': 'Efectos de sonido',
  'settings.animationsEnabled': 'Animaciones',
  'settings.darkMode': 'Modo oscuro',
  'settings.px': '{n} px',
  'settings.plan': 'Plan diario',
  'settings.newWordsPerDay': 'Palabras nuevas al día',
  'settings.reviewsPerDay': 'Repasos al día, como máximo',
  'settings.desiredRetention': 'Cuánto recordar',
  'settings.desiredRetentionHint':
    'La probabilidad de recordar aún una palabra cuando vuelve para repasarla. Más alta significa más repasos.',
  'settings.percent': '{n} %',
  'settings.newWordsFrom': 'Palabras nuevas de',
  'settings.newWordsFrom.lessons': 'Las lecciones, en orden',
  'settings.showStreak': 'Mostrar mis días seguidos',
  'settings.count': '{n}',
  'settings.ms': '{n} ms',
  'settings.backupHint':
    'Tu progreso se guarda en este navegador. Guarda una copia en un archivo para tenerlo a salvo o llevarlo a otro dispositivo. Restaurar una copia añade sus respuestas a las tuyas y nunca borra ninguna.',
  'settings.backupSave': 'Guardar una copia de mi progreso',
  'settings.backupSaved': 'Copia guardada como {file}.',
  'settings.restore': 'Restaurar desde una copia',
  'settings.restored':
    'Copia del {date} restaurada: {n} respuesta añadida.|Copia del {date} restaurada: {n} respuestas añadidas.',
  'settings.restoredWords': '{n} palabra es nueva aquí.|{n} palabras son nuevas aquí.',
  'settings.restoredNothing': 'Copia del {date} restaurada: todo lo que contiene ya estaba aquí.',
  'settings.restoreNotCopy':
    'Este archivo no es una copia del progreso de Kalima. No se ha cambiado nada.',
  'settings.restoreNewer':
    'Esta copia se guardó con una versión más reciente de Kalima. Recarga la página y vuelve a intentarlo. No se ha cambiado nada.',
  'settings.restoreInvalid':
    'Esta copia está dañada y no se puede restaurar. No se ha cambiado nada.',
  'settings.restoreWouldRemove':
    'Esta copia incluye un reinicio hecho después de una respuesta dada aquí: restaurarla borraría {n} respuesta. No se ha cambiado nada. Para usar la copia en su lugar, reinicia antes todo el progreso aquí.|Esta copia incluye un reinicio hecho después de respuestas dadas aquí: restaurarla borraría {n} respuestas. No se ha cambiado nada. Para usar la copia en su lugar, reinicia antes todo el progreso aquí.',
  'settings.storageKept':
    'Este navegador conserva tu progreso aunque el dispositivo se quede sin espacio.',
  'settings.storageAtRisk':
    'Este navegador puede borrar tu progreso si el dispositivo se queda sin espacio. Guarda una copia de vez en cuando, o inicia sesión para conservarlo en todos tus dispositivos.',
  'settings.notSaved': 'Tu progreso no se está guardando.',
  'settings.backupSaveShort': 'Guardar una copia',
  'settings.why': '¿Por qué?',
  'settings.saveFailing':
    'Este navegador no está guardando tu progreso: su almacenamiento no está disponible o está lleno. Tus respuestas se conservan mientras esta página siga abierta. Guarda una copia y restáurala después desde Configuración.',
  'settings.saveFailingEmbedded':
    'Este navegador no está guardando tu progreso en esta página: su almacenamiento no está disponible o está lleno. Tus respuestas se conservan mientras la página siga abierta. Guarda una copia y restáurala después en la aplicación Kalima, desde Configuración.',
  'settings.resetSettings': 'Restablecer la configuración predeterminada',
  'settings.progress': 'Progreso',
  'settings.resetProgress': 'Borrar todo el progreso',
  'settings.resetDeck': 'Borrar el progreso de {deck}',
  'settings.resetConfirm':
    '¿Seguro que quieres borrar todo el progreso? Esta acción no se puede deshacer.',
  'settings.resetDeckConfirm': '¿Borrar el progreso de {deck}? Esta acción no se puede deshacer.',
  'settings.resetDone': 'Progreso borrado.',
  'settings.uiLanguage': 'Idioma de la interfaz',
  'settings.uiLanguage.auto': 'La misma que los significados',
  'settings.reminders': 'Recordatorios',
  'settings.reminderEmail': 'Enviarme un correo los días con palabras por repasar',
  'settings.reminderHint':
    'Como mucho un correo al día, a la hora que elijas en tu zona horaria, y solo los días con palabras por repasar. Cada correo trae un enlace para dejar de recibirlos.',
  'settings.reminderHour': 'Hora del recordatorio',
  'settings.timeZone': 'Zona horaria',
}
