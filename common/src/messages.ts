/** "30 segundos", "1 minuto", "15 minutos": a wait, rounded up, as a person says it. */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds <= 1 ? '1 segundo' : `${Math.ceil(seconds)} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

/**
 * The refusals that are not about one field, as the api sends them, the gateway passes them on and the web shows
 * them for a status (401, 403, 404, 409, 429, 500 and the HTTP layer's own).
 */
export const errorMessages = {
  badRequest: 'La solicitud no es válida',
  unauthorized: 'Las credenciales no son válidas',
  forbidden: 'Acceso restringido. No tiene los roles para esta acción',
  notFound: 'No se encontró el recurso',
  conflict: 'Este usuario ya existe',
  timeout: 'La solicitud tardó demasiado en llegar',
  tooLarge: 'La solicitud supera el tamaño máximo permitido',
  headersTooLarge: 'Las cabeceras de la solicitud son demasiado grandes',
  imageTooLarge: 'La imagen supera el tamaño máximo de 5 MiB',
  tooManyLogins: (seconds: number) => `Demasiados intentos fallidos. Inténtelo de nuevo en ${waitText(seconds)}`,
  tooManyRequests: (seconds: number) => `Demasiadas solicitudes. Inténtelo de nuevo en ${waitText(seconds)}`,
  server: 'Error del servidor. Por favor, inténtelo de nuevo más tarde',
  // Attempts policy and Modo Libre (409 with these texts).
  attemptsExhausted: 'Ya usó todos los intentos permitidos de esta tarea',
  practiceOnly: 'Esta tarea está abierta para práctica en Modo Libre: ya no admite envíos calificados',
  savedInFuture: 'La hora de guardado del envío está en el futuro. Revise la fecha y hora del dispositivo',
  notForPractice: 'Esta pregunta no está disponible para practicar',
  // Closing Modo Libre or linking practised questions to a graded assignment (409 until the teacher confirms).
  practisedAssignment:
    'Los estudiantes ya vieron en Modo Libre las soluciones de preguntas de esta tarea. Si la abre para calificar, ' +
    'podrán responderlas con las soluciones que ya conocen. Confirme si desea continuar',
  practisedQuestions:
    'Los estudiantes ya vieron en Modo Libre la solución de alguna de estas preguntas. Si la añade a una tarea ' +
    'calificada, podrán responderla con la solución que ya conocen. Confirme si desea continuar',
  // Attempt starts and time limits.
  timeLimitPassed: 'El tiempo límite de este intento terminó: no se aceptan respuestas guardadas después de él',
  attemptStartUsed: 'Este intento ya se envió. Abra la tarea de nuevo para empezar otro',
  attemptStartOvertaken: 'Ya entregó un intento que empezó después de este: este intento ya no se puede enviar',
  attemptStartNeeded: 'Esta tarea tiene tiempo límite: ábrala con conexión a internet para empezar el intento',
  // Drafts of an open attempt kept on the server (saveAttemptDraft): 409, then the fields' 400s.
  attemptDraftClosed: 'Este intento ya fue enviado o se acabó su tiempo: sus respuestas ya no se guardan en el servidor',
  attemptDraftNotJson: 'Las respuestas del borrador (answers) no son un JSON válido',
  attemptDraftTooLarge: 'Las respuestas del borrador (answers) superan el tamaño máximo de 256 KiB',
  attemptDraftStep: 'La pregunta del borrador (step) debe ser un número entero entre 0 y 1000',
  // Drafts, scheduled publishing and closing.
  publishWithoutQuestions: 'No se puede publicar una tarea sin preguntas: añada al menos una',
  publishAtInvalid: 'La fecha de publicación no es válida',
  alreadyPublished: 'La tarea ya está publicada: no puede volver a ser borrador',
  assignmentClosed: 'La tarea está cerrada: ya no admite intentos ni envíos',
  closeBeforeDue: 'La fecha de cierre debe ser posterior a la fecha límite',
} as const;

/**
 * The messages of field rules that the api's schemas and the web's forms both check, so that a form says before
 * sending exactly what the api would answer.
 */
export const validationMessages = {
  // Sign-up and login.
  emailRequired: 'El correo electrónico es obligatorio',
  emailFormat: 'El correo debe tener un formato adecuado',
  passwordRequired: 'La contraseña es obligatoria',
  passwordMin: 'La contraseña debe tener un mínimo de 8 caracteres',
  phone: 'Debe tener formato de celular',
  /** A person's name, and a group's name on the create form. */
  nameMin: 'Necesita tener 3 caracteres como mínimo',
  firstNameMax: 'Los nombres admiten como máximo 80 caracteres',
  lastNameMax: 'Los apellidos admiten como máximo 80 caracteres',
  emailMax: 'El correo electrónico admite como máximo 254 caracteres',
  // Usernames (usernameRule).
  usernameMin: 'El nombre de usuario debe tener al menos 3 caracteres',
  usernameMax: 'El nombre de usuario admite como máximo 30 caracteres',
  usernameCharacters: 'El nombre de usuario solo admite letras (a-z, con tilde o ñ), números, puntos, guiones y guiones bajos',
  usernameLetterOrDigit: 'El nombre de usuario necesita al menos una letra o un número',
  // Study groups.
  /** A group's name on the edit form. */
  groupNameMinOnEdit: 'Debe tener mínimo 3 caracteres',
  groupNameMax: 'El nombre admite como máximo 100 caracteres',
  groupDescriptionMax: 'La descripción admite como máximo 1000 caracteres',
  // Assignments.
  titleMin: 'El título debe tener al menos 3 caracteres',
  titleMax: 'El título admite como máximo 150 caracteres',
  assignmentDescriptionRequired: 'La descripción no puede estar vacía',
  assignmentDescriptionMax: 'La descripción admite como máximo 2000 caracteres',
  // Grades.
  score: 'La nota debe ser un número entre 0 y 100',
  // Questions.
  /** The true/false statement's minimum (3). */
  shortStatement: 'El enunciado debe tener al menos 3 caracteres',
  /** The other types' statement minimum (5). */
  statement: 'Debe colocar al menos 5 caracteres',
  statementMax: 'El enunciado admite como máximo 2000 caracteres',
  correctWords: 'Debe colocar al menos una palabra correcta',
  columnItem: 'Debe colocar al menos una opción',
  option: 'Debe colocar una opción',
  minOptions: 'Debe proporcionar al menos 2 opciones',
  correctOption: 'Debe marcar al menos una opción como correcta',
  itemMax: 'Cada elemento admite como máximo 500 caracteres',
  // Grading's bounds (questionLimits).
  acceptedAnswersMax: 'Se admiten como máximo 10 respuestas aceptadas',
  acceptedAnswerMax: 'Cada respuesta aceptada admite como máximo 200 caracteres',
  correctWordMax: 'Cada palabra correcta admite como máximo 100 caracteres',
  answerMax: 'La respuesta admite como máximo 2000 caracteres',
  // Numerical questions.
  numericalAnswers: 'Indique al menos una respuesta aceptada',
  numericalAnswersMax: 'Se admiten como máximo 10 respuestas aceptadas',
  numericalValue: 'El valor debe ser un número',
  tolerance: 'La tolerancia no puede ser negativa',
  credit: 'El crédito debe estar entre 0 y 100',
  fullCredit: 'Al menos una respuesta debe valer 100',
  // Ordering questions.
  orderingItems: 'Indique entre 2 y 10 elementos',
  orderingItem: 'Cada elemento necesita al menos un carácter',
  // Attempts policy.
  maxAttempts: 'Los intentos permitidos deben ser un número entero entre 1 y 100',
  timeLimitMinutes: 'El tiempo límite debe ser un número entero de minutos entre 1 y 600',
  // Gradebook.
  gradebookWeight: 'El peso debe ser un número entre 0 y 100',
} as const;

/** Joining a group by its code or by request: the api sends them, the gateway and the web show them. */
export const joinMessages = {
  unknownCode: 'No hay ningún grupo con ese código. Revise el código o pídale uno nuevo al docente',
  inactiveGroup: 'Este grupo ya no está activo',
  /** By id, for no such group, a private one and a deactivated one alike: it must not say that the group exists. */
  codeOnly: 'No puede unirse a este grupo por su identificador: únase con el código que comparte el docente',
  alreadyMember: 'Ya es miembro de este grupo',
  alreadyRequested: 'Ya envió una solicitud a este grupo; espere la respuesta del docente',
  codeOrGroup: 'Indique el código del grupo o el grupo público al que quiere unirse',
  alreadyDecided: 'Esta solicitud ya fue atendida',
  // Joining: limits, leaving and withdrawing.
  tooManyJoins: (seconds: number) => `Demasiados intentos de unirse. Inténtelo de nuevo en ${waitText(seconds)}.`,
  rejectedRecently: (seconds: number) => `El docente rechazó su solicitud a este grupo. Podrá enviar otra dentro de ${hoursText(seconds)}.`,
  ownerCannotLeave: 'El propietario no puede salir de su propio grupo; puede desactivarlo',
  notAMember: 'No es miembro de este grupo',
} as const;

/** "45 minutos", "1 hora", "23 horas": a longer wait, rounded up. */
function hoursText(seconds: number): string {
  if (seconds < 3600) return waitText(seconds);
  const hours = Math.ceil(seconds / 3600);
  return hours === 1 ? '1 hora' : `${hours} horas`;
}

/**
 * The event type of live notifications, before `:<recipient profile id>`: the api dispatches on it after commit and
 * the gateway's pub/sub listens to it (graphql-yoga's createPubSub topic `notificationAdded:<id>`).
 */
export const notificationTopic = 'notificationAdded';

/**
 * The event type of a live game's changes, before `:<game id>`: detail `{ id, version, answersOnly }`, dispatched by
 * the api after commit on the same target as notifications.
 */
export const liveGameTopic = 'liveGameUpdated';

/** A live game's refusals (En vivo): the api sends them, the gateway says them again where it replaces a 403/404. */
export const liveGameMessages = {
  openGame: 'Ya hay un juego en vivo abierto para esta tarea.',
  noQuestions: 'La tarea no tiene preguntas para jugar.',
  inactive: 'La tarea no está activa.',
  notPublished: 'Publique la tarea antes de jugarla en vivo.',
  attemptsNotTaken: 'Solo una tarea publicada que admite intentos calificados puede contar como intento.',
  timedAssignment: 'Una tarea con tiempo límite no puede contar como intento de un juego en vivo.',
  closedAssignment: 'La tarea ya está cerrada: el juego no puede contar como intento.',
  unknownPin: 'No hay ningún juego abierto con ese PIN.',
  over: 'Este juego ya terminó.',
  notMember: 'Este juego es de un grupo del que usted no es miembro.',
  hostJoins: 'Usted dirige este juego: no puede unirse como jugador.',
  notPlayer: 'Únase al juego antes de responder.',
  timeUp: 'El tiempo de esta pregunta terminó.',
  answered: 'Ya respondió esta pregunta.',
  notOpen: 'Esta pregunta no es la que está abierta.',
  notOpenYet: 'Todavía no hay ninguna pregunta abierta.',
  // While a game is open its questions give its players no grading feedback by any other path (an answer oracle).
  attemptsDuringGame: 'Hay un juego en vivo de esta tarea en curso: podrá entregarla cuando termine.',
  practiceDuringGame: 'Esta pregunta está en un juego en vivo en curso: podrá practicarla cuando termine.',
  // Why a player's answers will not become an attempt (LivePlayer.attemptNote), beside the attempts' own refusals.
  notMemberAnymore: 'Ya no es miembro del grupo de esta tarea.',
} as const;

/** A teacher's grades and comments on attempts: the api checks them, the grades forms say the same before sending. */
export const gradingMessages = {
  feedbackMax: 'El comentario admite como máximo 2000 caracteres',
  nothingToGrade: 'Indique una nota o un comentario',
} as const;

/** The most an import of questions takes (the file or the text, UTF-8). */
export const maxImportBytes = 2 * 1024 * 1024;

/**
 * The refusal of a file or text over the import limit, with its size: MiB rounded up (a file just over the limit never
 * reads as the limit itself) and the exact bytes. The api, the gateway and the web's file picker say the same.
 */
export function importTooLargeMessage(bytes: number): string {
  const mib = (Math.ceil((bytes / 1024 / 1024) * 100) / 100).toFixed(2).replace('.', ',');
  return `El archivo ocupa ${mib} MiB (${bytes} bytes) y supera el máximo de 2 MiB (${maxImportBytes} bytes) por importación`;
}
