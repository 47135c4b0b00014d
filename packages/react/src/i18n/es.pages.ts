// Spanish texts of the site's content pages (About, Blog, Privacy, Terms, Team, Embed a deck):
// the dictionary's 'pages' part, loaded with a content page only (es.ts is the part every
// page loads). Guide: docs/translating.md.
import type { Messages } from './en'

export const esPages: Messages<'pages'> = {
  // about
  'about.title': 'Acerca de',
  'about.heading': 'Acerca de Kalima',
  'about.lead':
    'Kalima ({kalima}, «palabra») enseña las {words} palabras más frecuentes del Corán. Juntas suman el {coverage} % de sus {quranWords} palabras, así que quien las conoce reconoce unas cuatro de cada cinco palabras en cada página. Con los {pronouns} pronombres personales y sufijos de la categoría Pronombres y sufijos ({examples} …), las {words} palabras más los pronombres cubren el {coverageWithPronouns} %.',
  'about.statsLabel': 'Kalima en cifras',
  'about.stats.words': 'Palabras por aprender',
  'about.stats.lessons': 'Lecciones',
  'about.stats.languages': 'Idiomas',
  'about.stats.coverage': 'De las palabras del Corán',
  'about.stats.coverageWithPronouns': 'Con las {words} palabras más los pronombres',
  'about.valuesHeading': 'Nuestros valores',
  'about.values.authenticity.name': 'Autenticidad',
  'about.values.authenticity.text':
    'Cada palabra, frecuencia, raíz y aleya de ejemplo procede del Quranic Arabic Corpus; todas las cifras de este sitio se calculan a partir de él.',
  'about.values.accessibility.name': 'Accesibilidad',
  'about.values.accessibility.text':
    'Gratuita, rápida en móviles sencillos y con conexiones lentas, utilizable sin conexión, con el teclado y con lector de pantalla, en siete idiomas.',
  'about.values.innovation.name': 'Innovación',
  'about.values.innovation.text':
    'Un plan diario, seis modos de estudio y repaso con repetición espaciada, con un progreso que se sincroniza entre tus dispositivos y nunca se pierde.',
  'about.creditsHeading': 'Créditos',
  'about.usedFor.quranic-arabic-corpus':
    'lemas, frecuencias, categorías gramaticales, raíces y posiciones de las palabras (versión 0.4, convertida a Text-Fabric por Dirk Roorda y Cornelis van Lit)',
  'about.usedFor.tanzil': 'el texto árabe de las palabras y las aleyas (Tanzil Uthmani 1.0.2)',
  'about.usedFor.quran-com':
    'glosas palabra por palabra en inglés, bengalí, indonesio, urdu, turco y chino: el primer borrador de los significados, que después revisaron los colaboradores de Kalima',
  'about.usedFor.quran-json':
    'las traducciones de las aleyas en los siete idiomas, el texto árabe de las aleyas y los nombres de las suras',
  'about.blog': 'En {link} contamos cómo se eligieron las palabras.',
  'about.blogLink': 'nuestro blog',
  'about.notices':
    'Kalima está hecho con código y fuentes de código abierto. Sus licencias, y las de los datos, figuran en {link}.',
  'about.noticesLink': 'el archivo de avisos',
  // blog
  'blog.title': 'Blog',
  'blog.heading': 'Blog',
  'blog.postTitle': 'Cómo elegimos las {words} palabras',
  'blog.p1':
    'El Corán tiene {quranWords} palabras. Muchas de ellas son formas de una misma palabra del diccionario: {examples} son todas el verbo «decir». Los lingüistas llaman {lemma} a esa palabra del diccionario, y Kalima enseña lemas.',
  'blog.lemma': 'lema',
  'blog.p2':
    'Contamos, para cada lema del Quranic Arabic Corpus, cuántas veces aparece como parte principal de una palabra. El más frecuente es {top} ({transliteration}), que aparece {topCount} veces. El último de los {words} aparece {lastCount} veces; cuando varios lemas tienen el mismo número de apariciones, va primero el que aparece antes en el mushaf.',
  'blog.p3':
    'Esos {words} lemas suman {covered} de las palabras del Corán: el {coverage} %. La curva sube con fuerza al principio: solo las tres primeras lecciones ya cubren el {firstThree} % de las palabras. Los pronombres personales no tienen lema en el corpus; enseñados en su propia categoría, elevan la cobertura de las {words} palabras más los pronombres a {coveredWithPronouns} palabras, el {coverageWithPronouns} %.',
  'blog.tableCaption': 'Proporción de las palabras del Corán cubiertas tras cada lección',
  'blog.tableLesson': 'Tras la lección',
  'blog.tableCovered': 'Palabras cubiertas',
  'blog.tableShare': 'Proporción',
  'blog.p4':
    'Cada palabra viene con una aleya de ejemplo en la que aparece y con su significado en siete idiomas, revisado a mano a partir de las traducciones palabra por palabra de Quran.com.',
  // privacy
  'privacy.title': 'Privacidad',
  'privacy.heading': 'Privacidad',
  'privacy.intro':
    'Kalima guarda solo lo que necesita para conservar tu progreso. Sin anuncios ni rastreadores.',
  'privacy.deviceHeading': 'En tu dispositivo (siempre)',
  'privacy.device.progress':
    'El idioma que elegiste, tus ajustes y tu progreso de estudio (por palabra: respuestas correctas e intentos, y su calendario de repaso; por lección: palabras dominadas y última visita; resultados de los exámenes; un recuento diario de respuestas para el asistente de estudio y tu plan diario), en el IndexedDB de tu navegador.',
  'privacy.device.files':
    'Los archivos de la aplicación, guardados en caché para que funcione sin conexión.',
  'privacy.device.backup':
    'Si guardas una copia de tu progreso (Configuración, Progreso): un archivo en tu dispositivo que solo tú conservas. Al restaurarla se lee en tu navegador; solo llega a nuestro servidor como tus demás respuestas, cuando has iniciado sesión.',
  'privacy.serverHeading': 'En nuestro servidor (solo si inicias sesión)',
  'privacy.server.account':
    'Tu cuenta: nombre de usuario, correo electrónico, nombre visible, avatar opcional y hash de la contraseña.',
  'privacy.server.progress':
    'Tus ajustes, tu progreso, el tiempo dedicado a cada tarjeta y los resultados de los exámenes, que solo tú puedes leer y modificar.',
  'privacy.server.reminders':
    'Si activas los recordatorios de repaso: la hora del recordatorio y tu zona horaria, y cada recordatorio enviado; cada correo incluye un enlace para desactivarlos sin iniciar sesión.',
  'privacy.writeHeading': 'Cuando nos escribes',
  'privacy.write.contact':
    'Los mensajes de contacto (nombre, correo electrónico, asunto, mensaje) se guardan y se envían por correo a nuestro equipo.',
  'privacy.write.feedback':
    'Las opiniones (valoración, comentario, correo electrónico opcional) se guardan.',
  'privacy.write.readBack':
    'Nadie puede volver a leer ni unos ni otras a través de la API de la aplicación.',
  'privacy.embedHeading': 'Widgets insertados',
  'privacy.embed':
    'Un widget de Kalima insertado en otro sitio guarda su progreso solo en el almacenamiento del navegador para ese sitio; no envía nada a nuestro servidor.',
  'privacy.delete': 'Para eliminar tu cuenta y tus datos, escríbenos desde la página de contacto.',
  // terms
  'terms.title': 'Condiciones de uso',
  'terms.heading': 'Condiciones de uso',
  'terms.intro':
    'Puedes usar Kalima gratis para aprender, para enseñar y para insertarlo en tus propias páginas.',
  'terms.accountHeading': 'Tu cuenta',
  'terms.account':
    'Puedes estudiar sin cuenta. Si creas una, no compartas tu contraseña con nadie; en cualquier momento puedes pedirnos, desde la página de contacto, que eliminemos tu cuenta y sus datos.',
  'terms.contentHeading': 'Contenido',
  'terms.content':
    'El vocabulario procede del Quranic Arabic Corpus (GNU GPL) y de las traducciones palabra por palabra de Quran.com; las traducciones de las aleyas proceden de quran-json (CC BY-SA 4.0). Los significados son una ayuda para el estudio, no una traducción del Corán.',
  'terms.fairHeading': 'Uso razonable',
  'terms.fair':
    'No intentes leer los datos de otros estudiantes, sobrecargar el servicio ni enviar mensajes ofensivos. Los formularios de contacto y de opinión tienen un límite de envíos.',
  'terms.warrantyHeading': 'Sin garantía',
  'terms.warranty':
    'Kalima se ofrece tal cual. Trabajamos para que nunca pierdas tu progreso, pero no asumimos ninguna responsabilidad por posibles pérdidas.',
  // team
  'team.title': 'Equipo',
  'team.heading': 'Nuestro equipo',
  'team.education': 'Formación:',
  'team.expertise': 'Especialidades',
  'team.email': 'Correo electrónico',
  'team.member.kalima.name': 'El equipo de Kalima',
  'team.member.kalima.role': 'Ingeniería y revisión de contenidos',
  'team.member.kalima.bio':
    'Un pequeño equipo de ingenieros y estudiantes de árabe que construye la mejor manera de aprender las palabras del Corán: datos abiertos, cifras honestas y un progreso que nunca se pierde.',
  'team.member.kalima.education': 'Estudios de árabe coránico; ingeniería de software',
  'team.member.kalima.expertise.morphology': 'Morfología del árabe coránico',
  'team.member.kalima.expertise.spacedRepetition': 'Repetición espaciada',
  'team.member.kalima.expertise.accessibility': 'Accesibilidad web',
  'team.member.kalima.expertise.offline': 'Aplicaciones pensadas para funcionar sin conexión',
  // embed
  'embed.title': 'Inserta una categoría',
  'embed.heading': 'Inserta esta categoría en tu sitio web',
  'embed.intro':
    'Pon cualquier modo de estudio en el sitio web de tu mezquita o de tu escuela: pega dos líneas en una página HTML sencilla o en un bloque «Custom HTML» de WordPress. Sin compilación y sin cuenta; el progreso se queda en el navegador de tus visitantes.',
  'embed.mode': 'Modo',
  'embed.deck': 'Categoría',
  'embed.language': 'Idioma',
  'embed.theme': 'Colores',
  'embed.themeLight': 'Claro',
  'embed.themeDark': 'Oscuro',
  'embed.themeAuto': 'Según el ajuste del dispositivo del visitante',
  'embed.lessons': 'Lecciones',
  'embed.surahs': 'Suras',
  'embed.snippetHeading': 'Tu código',
  'embed.copy': 'Copiar',
  'embed.copyScript': 'Copiar el código con script',
  'embed.copyFrame': 'Copiar el código con iframe',
  'embed.copied': '¡Código copiado al portapapeles!',
  'embed.copyBlocked': 'Aquí no se puede copiar: selecciona el código y cópialo a mano.',
  'embed.frameHeading': 'Donde no se permiten scripts: un iframe',
  'embed.frame':
    'En Google Sites, en Notion, en muchas plataformas de aprendizaje, o si eres autor en WordPress sin permiso para añadir scripts, puedes pegar un iframe en su lugar. Muestra el mismo modo de estudio; el progreso se queda en el navegador de tus visitantes.',
  'embed.resize':
    'Donde se permiten scripts, esta línea, puesta una sola vez en la página, hace que cada iframe de Kalima tenga la altura de su contenido:',
  'embed.previewHeading': 'Vista previa',
  'embed.previewReview':
    'El modo Repaso muestra las palabras que un visitante ya ha estudiado en tu sitio cuando le toca repasarlas.',
}
