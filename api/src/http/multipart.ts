import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest, messages } from '../domain/errors.js';
import type { Uploads } from '../storage/uploads.js';
import { viewerProfile } from './viewer.js';

export interface MultipartForm {
  fields: Record<string, string>;
  file?: Buffer;
}

/** Reads a multipart form with at most one file; @fastify/multipart stops a file over the size limit with a 413. */
export async function readMultipart(request: FastifyRequest): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {} };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (form.file) throw badRequest('Solo se admite un archivo por solicitud');
      form.file = await part.toBuffer();
    } else {
      form.fields[part.fieldname] = String(part.value);
    }
  }
  return form;
}

/** The image of a multipart request's one file (any field name), checked and stored in the caller's quota; its key. */
export async function saveUploadedImage(request: FastifyRequest, uploads: Uploads): Promise<string> {
  if (!request.isMultipart()) throw new ApiError(415, messages.unsupportedMedia);
  const { file } = await readMultipart(request);
  if (!file) throw badRequest('Falta la imagen');
  return uploads.store(viewerProfile(request), file);
}
