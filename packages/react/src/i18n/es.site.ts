// Spanish UI strings of the hosted site: the dictionary's 'site' part, loaded by the site
// with the main part (es.ts); no widget or embedded element shows them. Guide: docs/translating.md.
import type { Messages } from './en'

export const esSite: Messages<'site'> = {
  // site: header, footer, home, 404, card pages, account, contact, feedback, review
  'site.title': 'Kalima — aprende las palabras del Corán',
  'site.description':
    'Aprende las {words} palabras más frecuentes del Corán, cerca del {percent} % de su texto, con cinco modos de estudio, repaso espaciado y significados en {languages} idiomas.',
  'site.skip': 'Ir al contenido',
  'site.nav.main': 'Principal',
  'site.nav.more': 'Más',
  'site.nav.home': 'Inicio',
  'site.nav.read': 'Leer el Corán',
  'site.nav.about': 'Acerca de',
  'site.nav.contact': 'Contacto',
  'site.nav.blog': 'Blog',
  'site.nav.team': 'Equipo',
  'site.nav.feedback': 'Opiniones',
  'site.nav.embed': 'Inserta una categoría',
  'site.nav.terms': 'Condiciones',
  'site.nav.privacy': 'Privacidad',
  'site.footer.credits': 'Créditos',
  'site.signOut': 'Cerrar sesión',
  'site.signOutPending':
    '{n} respuesta aún no ha llegado al servidor (parece que no tienes conexión). ¿Cerrar sesión y descartarla?|{n} respuestas aún no han llegado al servidor (parece que no tienes conexión). ¿Cerrar sesión y descartarlas?',
  'site.stillSignedIn':
    'Sigues con la sesión iniciada: tus respuestas se sincronizarán cuando vuelvas a tener conexión.',
  'site.notFound.title': 'Página no encontrada',
  'site.notFound.text': 'No hay ninguna página en esta dirección.',
  'site.notFound.back': 'Vuelve al inicio para elegir una lección',
  'site.taskbar': 'Barra de tareas',
  'site.cardTitle': '{deck} · {mode}',
  'site.auth.intro':
    'Inicia sesión para conservar tu progreso en todos tus dispositivos. También puedes estudiar sin cuenta.',
  'site.contact.details': 'Datos de contacto',
  'site.contact.email': 'Correo:',
  'site.contact.location': 'Ubicación: Estados Unidos',
  'site.feedback.intro': 'Cuéntanos qué te ayuda a aprender y qué te lo pone difícil.',
  'site.review.intro': 'Las palabras que has estudiado vuelven justo antes de que las olvides.',
  'site.readOffline.title': 'Leer sin conexión',
  'site.readOffline.intro':
    'Descarga todas las suras, con el significado de cada palabra y la traducción en tu idioma, para leer sin conexión. Una sura que abras se guarda de todos modos.',
  'site.readOffline.size': 'Unos {size} MB, que se descargan una sola vez.',
  'site.readOffline.start': 'Descargar todas las suras',
  'site.readOffline.progress': 'Descargando… {done} de {total} archivos',
  'site.readOffline.done': 'Todas las suras están listas para leer sin conexión.',
  'site.readOffline.failed': 'La descarga se detuvo. Revisa tu conexión e inténtalo de nuevo.',
  'site.readOffline.unavailable':
    'Este navegador no puede guardar las suras para leer sin conexión.',
  'site.today.intro':
    'Primero los repasos pendientes, luego las palabras nuevas de hoy, cada una preguntada de la forma que te ayuda a recordarla.',
  'site.review.empty': '¿Aún no has estudiado nada?',
  'site.review.start': 'Empieza por la lección {n}',
}
