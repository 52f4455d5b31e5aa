/**
 * Expected failures, thrown from any layer (storage, features, HTTP): a status and a Spanish message that go to the
 * client as they are. http/errors.ts turns them into the JSON error body.
 */

import { errorMessages } from '@aula/common';

/** The messages clients show for refusals that are not about one field: the shared ones and the api's own. */
export const messages = {
  ...errorMessages,
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido',
  badUrl: 'La dirección de la solicitud no es válida',
  uriTooLong: 'La dirección de la solicitud es demasiado larga',
  tooManyParts: 'El formulario tiene demasiados campos o archivos',
  unsupportedMedia: 'Tipo de contenido no admitido',
  unsupportedImage: 'Formato de imagen no admitido. Use PNG, JPEG, WebP o GIF',
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
