// Spanish UI strings of the study assistant (the StudyAssistant widget, /ai-dashboard):
// the dictionary's 'assistant' part, loaded with what uses it (es.ts is the part every page loads).
// Guide: docs/translating.md.
import type { Messages } from './en'

export const esAssistant: Messages<'assistant'> = {
  // study assistant
  'assistant.title': 'Asistente de estudio',
  'assistant.noData':
    'Todavía no hay historial de estudio. Responde algunas palabras y tus datos aparecerán aquí.',
  'assistant.bestTime': 'Mejor hora para estudiar',
  'assistant.streak': 'Racha de días',
  'assistant.streakDays': '{n} día|{n} días',
  'assistant.focus': 'Categoría en la que centrarte',
  'assistant.dailyTarget': 'Meta diaria',
  'assistant.dailyTargetValue': 'Palabras nuevas hoy: {done} de {target}',
  'assistant.reviewsDue': 'Repasos pendientes',
  'assistant.accuracy': 'Precisión',
  'assistant.achievements': 'Logros',
  'assistant.mastery': 'Dominio por categoría',
  'assistant.activity': 'Actividad de las últimas 12 semanas',
  'assistant.activityDay': '{date}: {n} respuesta|{date}: {n} respuestas',
  'assistant.recommendations': 'Recomendaciones',
  'assistant.leeches': 'Palabras que se te escapan',
  'assistant.leechTip':
    'Has olvidado estas palabras varias veces después de aprenderlas. Prueba otro camino: di cada una en voz alta en su versículo o imagina su significado, y luego estúdialas con Tarjetas.',
  'assistant.none': '—',
  'assistant.achievementsValue': '{unlocked} de {total}',
  'assistant.less': 'Menos',
  'assistant.more': 'Más',
  'assistant.weekday.0': 'dom',
  'assistant.weekday.1': 'lun',
  'assistant.weekday.2': 'mar',
  'assistant.weekday.3': 'mié',
  'assistant.weekday.4': 'jue',
  'assistant.weekday.5': 'vie',
  'assistant.weekday.6': 'sáb',
  'assistant.rec.review-due': 'Repasa la palabra pendiente.|Repasa las {n} palabras pendientes.',
  'assistant.rec.focus-deck': 'Céntrate en {deck}: dominas {mastered} de {total} palabras.',
  'assistant.rec.keep-streak':
    'Estudia hoy para mantener tu racha de {n} día.|Estudia hoy para mantener tu racha de {n} días.',
  'assistant.rec.start-streak': 'Estudia hoy para empezar una nueva racha.',
  'assistant.rec.improve-accuracy':
    'Tu precisión es del {percent} %: prueba Aprender antes del Examen.',
  'assistant.rec.take-test': 'Dominas {deck}: haz su Examen.',
  'assistant.mastered': 'Palabras dominadas',
  'assistant.dailyTargetReached':
    'Meta cumplida: {n} palabra nueva hoy|Meta cumplida: {n} palabras nuevas hoy',
}
