/**
 * Expected failures, thrown from any layer (storage, features, HTTP): a status and a Spanish message that go to the
 * client as they are. http/errors.ts turns them into the JSON error body.
 */

/** "30 segundos", "1 minuto", "15 minutos": a wait, rounded up, as a person says it. */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds <= 1 ? '1 segundo' : `${Math.ceil(seconds)} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

/** The messages clients show for refusals that are not about one field, in one place. */
export const messages = {
  badRequest: 'La solicitud no es válida',
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido',
  badUrl: 'La dirección de la solicitud no es válida',
  unauthorized: 'Las credenciales no son válidas',
  forbidden: 'Acceso restringido. No tiene los roles para esta acción',
  notFound: 'No se encontró el recurso',
  conflict: 'Este usuario ya existe',
  timeout: 'La solicitud tardó demasiado en llegar',
  tooLarge: 'La solicitud supera el tamaño máximo permitido',
  uriTooLong: 'La dirección de la solicitud es demasiado larga',
  headersTooLarge: 'Las cabeceras de la solicitud son demasiado grandes',
  imageTooLarge: 'La imagen supera el tamaño máximo de 5 MiB',
  tooManyParts: 'El formulario tiene demasiados campos o archivos',
  unsupportedMedia: 'Tipo de contenido no admitido',
  unsupportedImage: 'Formato de imagen no admitido. Use PNG, JPEG, WebP o GIF',
  tooManyLogins: (seconds: number) => `Demasiados intentos fallidos. Inténtelo de nuevo en ${waitText(seconds)}`,
  tooManyRequests: (seconds: number) => `Demasiadas solicitudes. Inténtelo de nuevo en ${waitText(seconds)}`,
  server: 'Error del servidor. Por favor, inténtelo de nuevo más tarde',
} as const;

/** An expected failure: its status and Spanish message go to the client as they are. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers that go with it, such as Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string = messages.badRequest) => new ApiError(400, message);
export const unauthorized = () => new ApiError(401, messages.unauthorized);
export const forbidden = () => new ApiError(403, messages.forbidden);
export const notFound = () => new ApiError(404, messages.notFound);
