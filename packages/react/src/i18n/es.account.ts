// Spanish UI strings of sign-in, sign-up, password reset, unsubscribe, contact and feedback forms, and the e-mails the server sends: the dictionary's
// 'account' part, loaded with what uses it (es.ts is the part every page loads).
// Guide: docs/translating.md.
import type { Messages } from './en'

export const esAccount: Messages<'account'> = {
  'unsubscribe.title': 'Recordatorios por correo',
  'unsubscribe.working': 'Desactivando tus recordatorios…',
  'unsubscribe.done':
    'Te has dado de baja: Kalima no te enviará más recordatorios. Puedes volver a activarlos en Configuración.',
  'unsubscribe.invalid':
    'Este enlace no es válido, así que no se ha cambiado nada. Abre el enlace completo del correo o desactiva los recordatorios en Configuración.',
  'unsubscribe.failed':
    'No se pudo contactar con el servidor, así que aún no se ha cambiado nada. Vuelve a abrir el enlace más tarde.',
  // every e-mail to a learner opens with this
  'email.greeting': 'Hola, {name}:',
  // the review reminder e-mail
  'email.reminder.subject': 'Tienes palabras por repasar en Kalima',
  'email.reminder.body':
    'Palabras por repasar hoy: {count}. Unos minutos ahora las mantienen en tu memoria.',
  'email.reminder.action': 'Repasar ahora',
  'email.reminder.why':
    'Recibes este correo porque activaste los recordatorios por correo en Kalima: como mucho uno al día, solo los días con palabras por repasar.',
  'email.reminder.unsubscribe': 'Darme de baja',
  // the password reset e-mail (its link opens the reset page)
  'email.reset.subject': 'Restablece tu contraseña de Kalima',
  'email.reset.body': 'Haz clic en el enlace de abajo para elegir una contraseña nueva de Kalima.',
  'email.reset.action': 'Restablecer contraseña',
  'email.reset.link': 'O abre esta dirección: {link}',
  'email.reset.ignore': 'Si no pediste restablecer tu contraseña, puedes ignorar este correo.',
  // the e-mail sent when the account is signed in to from a new location
  'email.alert.subject': 'Nuevo inicio de sesión en tu cuenta de Kalima',
  'email.alert.body':
    'Hemos detectado un inicio de sesión en tu cuenta de Kalima desde una nueva ubicación:',
  'email.alert.notYou':
    'Si no fuiste tú, restablece ya tu contraseña de Kalima: así se cerrará la sesión de tu cuenta en todos los demás dispositivos.',
  'email.alert.you': 'Si fuiste tú, puedes ignorar este correo.',
  // a contact message as e-mailed to the team (in KALIMA_CONTACT_LANGUAGE)
  'email.contact.subject': '[Contacto Kalima] {subject}',
  'email.contact.from': 'De:',
  'email.contact.subjectLabel': 'Asunto:',
  // auth
  'auth.title': 'Comenzar',
  'auth.continueWith': 'Continuar con {provider}',
  'auth.or': 'o',
  'auth.signUp': 'Registrarse',
  'auth.signInTab': 'Iniciar sesión',
  'auth.signUpTab': 'Crear cuenta',
  'auth.email': 'Correo electrónico',
  'auth.password': 'Contraseña',
  'auth.repeatPassword': 'Repite la contraseña',
  'auth.username': 'Nombre de usuario',
  'auth.forgotPassword': 'Olvidé mi contraseña',
  'auth.terms': 'Términos del servicio',
  'auth.privacy': 'Política de privacidad',
  'auth.legal': 'Al continuar, aceptas nuestros {terms} y nuestra {privacy}.',
  'auth.messages': 'Mensajes',
  'auth.signedIn': 'Sesión iniciada como {name}.',
  'auth.unavailable':
    'No es posible iniciar sesión en este sitio. Tu progreso se guarda en este dispositivo.',
  'auth.appleNotImplemented': 'El inicio de sesión con Apple aún no está disponible',
  'auth.userCreated': 'Usuario creado correctamente',
  'auth.profileUpdateFailed':
    'La cuenta se creó, pero no se pudo actualizar el perfil. Intenta actualizar tu perfil más tarde.',
  'auth.alreadySignedUp': '¡Este usuario ya está registrado!',
  'auth.passwordsDiffer': 'Las contraseñas no coinciden',
  'auth.loginFailed': 'El nombre de usuario o la contraseña son incorrectos',
  'auth.resetNeedsEmail': 'Escribe tu correo electrónico para restablecer la contraseña.',
  'auth.resetSent': '¡Te enviamos un correo para restablecer la contraseña!',
  'auth.resetFailed': 'Error al enviar el correo para restablecer la contraseña.',
  'auth.signedUpProfileFailed': 'El registro se completó, pero no se pudo actualizar el perfil',
  'auth.notAuthenticated': 'El usuario no ha iniciado sesión',
  'auth.passwordTooShort': 'Tu contraseña debe tener al menos 10 caracteres.',
  'auth.passwordTooLong': 'Tu contraseña puede tener como máximo 71 caracteres.',
  'auth.passwordTooCommon':
    'Esta contraseña es demasiado fácil de adivinar. Elige una menos común.',
  'reset.title': 'Elige una contraseña nueva',
  'reset.intro': 'Al menos 10 caracteres. Evita las contraseñas comunes y una sola letra repetida.',
  'reset.password': 'Contraseña nueva',
  'reset.repeat': 'Repite la contraseña nueva',
  'reset.submit': 'Guardar contraseña nueva',
  'reset.done': 'Tu contraseña se ha cambiado. Ya puedes iniciar sesión con ella.',
  'reset.invalidLink':
    'Este enlace para restablecer la contraseña no es válido o ha caducado. Pide uno nuevo.',
  'reset.failure': 'Lo sentimos, algo salió mal. Inténtalo de nuevo más tarde.',
  'reset.signIn': 'Ir a iniciar sesión',
  // contact
  'contact.title': 'Contáctanos',
  'contact.name': 'Nombre',
  'contact.email': 'Correo electrónico',
  'contact.subject': 'Asunto',
  'contact.message': 'Mensaje',
  'contact.send': 'Enviar mensaje',
  'contact.sending': 'Enviando…',
  'contact.success': '¡Gracias por tu mensaje! Te responderemos pronto.',
  'contact.failure': 'Lo sentimos, algo salió mal. Inténtalo de nuevo más tarde.',
  // feedback
  'feedback.title': 'Tu opinión nos importa',
  'feedback.rating': 'Valoración',
  'feedback.star': '{n} de 5 estrellas',
  'feedback.comment': 'Comentario',
  'feedback.email': 'Correo electrónico (opcional)',
  'feedback.send': 'Enviar opinión',
  'feedback.success': '¡Gracias por tu opinión!',
  'feedback.failure': 'Lo sentimos, algo salió mal. Inténtalo de nuevo más tarde.',
}
