// Spanish texts of the site's content pages: a translation of en.ts, key for key.
import type { PageTexts } from './en'

export const es: PageTexts = {
  about: {
    title: 'Acerca de',
    heading: 'Acerca de Kalima',
    lead: 'Kalima ({kalima}, «palabra») enseña las {words} palabras más frecuentes del Corán. Juntas suman el {coverage} % de sus {quranWords} palabras, así que quien las conoce reconoce unas cuatro de cada cinco palabras en cada página. Con los {pronouns} pronombres personales y sufijos de la categoría Pronombres y sufijos ({examples} …), las {words} palabras más los pronombres cubren el {coverageWithPronouns} %.',
    statsLabel: 'Kalima en cifras',
    stats: {
      words: 'Palabras por aprender',
      lessons: 'Lecciones',
      languages: 'Idiomas',
      coverage: 'De las palabras del Corán',
      coverageWithPronouns: 'Con las {words} palabras más los pronombres',
    },
    valuesHeading: 'Nuestros valores',
    values: [
      {
        name: 'Autenticidad',
        text: 'Cada palabra, frecuencia, raíz y aleya de ejemplo procede del Quranic Arabic Corpus; todas las cifras de este sitio se calculan a partir de él.',
      },
      {
        name: 'Accesibilidad',
        text: 'Gratuita, rápida en móviles sencillos y con conexiones lentas, utilizable sin conexión, con el teclado y con lector de pantalla, en siete idiomas.',
      },
      {
        name: 'Innovación',
        text: 'Un plan diario, seis modos de estudio y repaso con repetición espaciada, con un progreso que se sincroniza entre tus dispositivos y nunca se pierde.',
      },
    ],
    creditsHeading: 'Créditos',
    /** What Kalima takes from each data source (the attribution itself is quoted as the source requires). */
    usedFor: {
      'quranic-arabic-corpus':
        'lemas, frecuencias, categorías gramaticales, raíces y posiciones de las palabras (versión 0.4, convertida a Text-Fabric por Dirk Roorda y Cornelis van Lit)',
      tanzil: 'el texto árabe de las palabras y las aleyas (Tanzil Uthmani 1.0.2)',
      'quran-com':
        'glosas palabra por palabra en inglés, bengalí, indonesio, urdu, turco y chino: el primer borrador de los significados, que después revisaron los colaboradores de Kalima',
      'quran-json':
        'las traducciones de las aleyas en los siete idiomas, el texto árabe de las aleyas y los nombres de las suras',
    },
    blog: 'En {link} contamos cómo se eligieron las palabras.',
    blogLink: 'nuestro blog',
    notices:
      'Kalima está hecho con código y fuentes de código abierto. Sus licencias, y las de los datos, figuran en {link}.',
    noticesLink: 'el archivo de avisos',
  },
  blog: {
    title: 'Blog',
    heading: 'Blog',
    postTitle: 'Cómo elegimos las {words} palabras',
    p1: 'El Corán tiene {quranWords} palabras. Muchas de ellas son formas de una misma palabra del diccionario: {examples} son todas el verbo «decir». Los lingüistas llaman {lemma} a esa palabra del diccionario, y Kalima enseña lemas.',
    lemma: 'lema',
    p2: 'Contamos, para cada lema del Quranic Arabic Corpus, cuántas veces aparece como parte principal de una palabra. El más frecuente es {top} ({transliteration}), que aparece {topCount} veces. El último de los {words} aparece {lastCount} veces; cuando varios lemas tienen el mismo número de apariciones, va primero el que aparece antes en el mushaf.',
    p3: 'Esos {words} lemas suman {covered} de las palabras del Corán: el {coverage} %. La curva sube con fuerza al principio: solo las tres primeras lecciones ya cubren el {firstThree} % de las palabras. Los pronombres personales no tienen lema en el corpus; enseñados en su propia categoría, elevan la cobertura de las {words} palabras más los pronombres a {coveredWithPronouns} palabras, el {coverageWithPronouns} %.',
    tableCaption: 'Proporción de las palabras del Corán cubiertas tras cada lección',
    tableLesson: 'Tras la lección',
    tableCovered: 'Palabras cubiertas',
    tableShare: 'Proporción',
    p4: 'Cada palabra viene con una aleya de ejemplo en la que aparece y con su significado en siete idiomas, revisado a mano a partir de las traducciones palabra por palabra de Quran.com.',
  },
  privacy: {
    title: 'Privacidad',
    heading: 'Privacidad',
    intro:
      'Kalima guarda solo lo que necesita para conservar tu progreso. Sin anuncios ni rastreadores.',
    deviceHeading: 'En tu dispositivo (siempre)',
    device: [
      'El idioma que elegiste, tus ajustes y tu progreso de estudio (por palabra: respuestas correctas e intentos, y su calendario de repaso; por lección: palabras dominadas y última visita; resultados de los exámenes; un recuento diario de respuestas para el asistente de estudio y tu plan diario), en el IndexedDB de tu navegador.',
      'Los archivos de la aplicación, guardados en caché para que funcione sin conexión.',
      'Si guardas una copia de tu progreso (Configuración, Progreso): un archivo en tu dispositivo que solo tú conservas. Al restaurarla se lee en tu navegador; solo llega a nuestro servidor como tus demás respuestas, cuando has iniciado sesión.',
    ],
    serverHeading: 'En nuestro servidor (solo si inicias sesión)',
    server: [
      'Tu cuenta: nombre de usuario, correo electrónico, nombre visible, avatar opcional y hash de la contraseña.',
      'Tus ajustes, tu progreso, el tiempo dedicado a cada tarjeta y los resultados de los exámenes, que solo tú puedes leer y modificar.',
      'Si activas los recordatorios de repaso: la hora del recordatorio y tu zona horaria, y cada recordatorio enviado; cada correo incluye un enlace para desactivarlos sin iniciar sesión.',
    ],
    writeHeading: 'Cuando nos escribes',
    write: [
      'Los mensajes de contacto (nombre, correo electrónico, asunto, mensaje) se guardan y se envían por correo a nuestro equipo.',
      'Las opiniones (valoración, comentario, correo electrónico opcional) se guardan.',
      'Nadie puede volver a leer ni unos ni otras a través de la API de la aplicación.',
    ],
    embedHeading: 'Widgets insertados',
    embed:
      'Un widget de Kalima insertado en otro sitio guarda su progreso solo en el almacenamiento del navegador para ese sitio; no envía nada a nuestro servidor.',
    delete: 'Para eliminar tu cuenta y tus datos, escríbenos desde la página de contacto.',
  },
  terms: {
    title: 'Condiciones de uso',
    heading: 'Condiciones de uso',
    intro:
      'Puedes usar Kalima gratis para aprender, para enseñar y para insertarlo en tus propias páginas.',
    accountHeading: 'Tu cuenta',
    account:
      'Puedes estudiar sin cuenta. Si creas una, no compartas tu contraseña con nadie; en cualquier momento puedes pedirnos, desde la página de contacto, que eliminemos tu cuenta y sus datos.',
    contentHeading: 'Contenido',
    content:
      'El vocabulario procede del Quranic Arabic Corpus (GNU GPL) y de las traducciones palabra por palabra de Quran.com; las traducciones de las aleyas proceden de quran-json (CC BY-SA 4.0). Los significados son una ayuda para el estudio, no una traducción del Corán.',
    fairHeading: 'Uso razonable',
    fair: 'No intentes leer los datos de otros estudiantes, sobrecargar el servicio ni enviar mensajes ofensivos. Los formularios de contacto y de opinión tienen un límite de envíos.',
    warrantyHeading: 'Sin garantía',
    warranty:
      'Kalima se ofrece tal cual. Trabajamos para que nunca pierdas tu progreso, pero no asumimos ninguna responsabilidad por posibles pérdidas.',
  },
  team: {
    title: 'Equipo',
    heading: 'Nuestro equipo',
    education: 'Formación:',
    expertise: 'Especialidades',
    email: 'Correo electrónico',
    /** The members of site/src/data/team.json, by their `id`. */
    members: {
      kalima: {
        name: 'El equipo de Kalima',
        role: 'Ingeniería y revisión de contenidos',
        bio: 'Un pequeño equipo de ingenieros y estudiantes de árabe que construye la mejor manera de aprender las palabras del Corán: datos abiertos, cifras honestas y un progreso que nunca se pierde.',
        education: 'Estudios de árabe coránico; ingeniería de software',
        expertise: [
          'Morfología del árabe coránico',
          'Repetición espaciada',
          'Accesibilidad web',
          'Aplicaciones pensadas para funcionar sin conexión',
        ],
      },
    },
  },
  embed: {
    title: 'Inserta una categoría',
    heading: 'Inserta esta categoría en tu sitio web',
    intro:
      'Pon cualquier modo de estudio en el sitio web de tu mezquita o de tu escuela: pega dos líneas en una página HTML sencilla o en un bloque «Custom HTML» de WordPress. Sin compilación y sin cuenta; el progreso se queda en el navegador de tus visitantes.',
    mode: 'Modo',
    deck: 'Categoría',
    language: 'Idioma',
    theme: 'Colores',
    themeLight: 'Claro',
    themeDark: 'Oscuro',
    themeAuto: 'Según el ajuste del dispositivo del visitante',
    lessons: 'Lecciones',
    surahs: 'Suras',
    snippetHeading: 'Tu código',
    copy: 'Copiar',
    copyScript: 'Copiar el código con script',
    copyFrame: 'Copiar el código con iframe',
    copied: '¡Código copiado al portapapeles!',
    copyBlocked: 'Aquí no se puede copiar: selecciona el código y cópialo a mano.',
    frameHeading: 'Donde no se permiten scripts: un iframe',
    frame:
      'En Google Sites, en Notion, en muchas plataformas de aprendizaje, o si eres autor en WordPress sin permiso para añadir scripts, puedes pegar un iframe en su lugar. Muestra el mismo modo de estudio; el progreso se queda en el navegador de tus visitantes.',
    resize:
      'Donde se permiten scripts, esta línea, puesta una sola vez en la página, hace que cada iframe de Kalima tenga la altura de su contenido:',
    previewHeading: 'Vista previa',
    previewReview:
      'El modo Repaso muestra las palabras que un visitante ya ha estudiado en tu sitio cuando le toca repasarlas.',
  },
}
