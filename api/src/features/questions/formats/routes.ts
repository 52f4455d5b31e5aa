import { z } from 'zod';
import { badRequest } from '../../../domain/errors.js';
import { readMultipart } from '../../../http/multipart.js';
import type { Router } from '../../../http/router.js';
import { errorResponse } from '../../../http/schemas.js';
import { viewerProfile } from '../../../http/viewer.js';
import type { Services } from '../../../services.js';
import type { QuestionFormat } from './format.js';
import { exportQuestions, importQuestions, importTooLarge, maxImportBytes, maxImportQuestions } from './pipeline.js';
import { exportQuery, importBody, importResultSchema, questionExportSchema } from './schemas.js';

const fileNames: Record<QuestionFormat, { name: string; type: string }> = {
  GIFT: { name: 'preguntas.gift.txt', type: 'text/plain; charset=utf-8' },
  AIKEN: { name: 'preguntas.aiken.txt', type: 'text/plain; charset=utf-8' },
  MOODLE_XML: { name: 'preguntas.xml', type: 'application/xml; charset=utf-8' },
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A multipart form as the JSON body: dryRun "true"/"false", the file decoded as UTF-8 (a BOM is fine). */
function fromForm(fields: Record<string, string>, file: Buffer | undefined) {
  let text: string | undefined;
  if (file) {
    if (file.length > maxImportBytes) throw importTooLarge(file.length);
    try {
      text = utf8.decode(file);
    } catch {
      throw badRequest('El archivo no está en UTF-8: guárdelo con esa codificación y vuelva a intentarlo');
    }
    if (fields.text !== undefined) throw badRequest('Envíe el texto o el archivo, no ambos');
  }
  const flag = (value: string | undefined) => (value === undefined ? undefined : value === 'true' ? true : value === 'false' ? false : value);
  return { ...fields, text: text ?? fields.text, dryRun: flag(fields.dryRun), confirmPractisedKeys: flag(fields.confirmPractisedKeys) };
}

export function questionFormatRoutes(api: Router, { db, images, uploads }: Services) {
  api.post('/question/import', {
    bodyLimit: 8 * maxImportBytes,
    schema: {
      summary: `Import questions written in GIFT, Aiken or Moodle XML (at most 2 MiB and ${maxImportQuestions} questions)`,
      description:
        'JSON {format, text, dryRun, assignmentId, confirmPractisedKeys}, or multipart with those fields and the file as "file" (UTF-8; a BOM and CRLF are fine). ' +
        "Each question is checked by its type's rules, as a create is. With dryRun nothing is created; otherwise all are created in one " +
        'transaction, or none when any problem is not a warning (imported 0). A question identical to one of your active ones (type, ' +
        'statement, key and explanation) is reused, not repeated. A malformed file answers 200 with its problems and their lines.',
      consumes: ['application/json', 'multipart/form-data'],
      response: {
        200: importResultSchema,
        400: errorResponse,
        403: errorResponse,
        404: errorResponse,
        409: errorResponse,
        413: errorResponse,
        415: errorResponse,
      },
    },
    config: { documentedBody: importBody, documentedFile: { name: 'file', description: 'The file to import (UTF-8), at most 2 MiB' } },
    handler: async (request) => {
      const viewerId = viewerProfile(request);
      let raw: unknown = request.body;
      if (request.isMultipart()) {
        const { fields, file } = await readMultipart(request);
        raw = fromForm(fields, file);
      }
      const parsed = importBody.safeParse(raw);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
      const { text, ...rest } = parsed.data;
      if (text === undefined) throw badRequest('Falta el texto o el archivo que importar');
      return importQuestions(db, images, uploads, viewerId, { ...rest, text });
    },
  });

  api.get('/question/export', {
    schema: {
      summary: "Your questions as a file in GIFT, Aiken or Moodle XML: the whole active bank, the given ids, or an assignment's",
      description:
        'Questions the format cannot hold (Aiken: anything but a one-right-option multiple answer or a true/false) are left out; ' +
        'their number is in the X-Aula-Not-Exported header (their ids in /question/export/json).',
      produces: ['text/plain', 'application/xml'],
      querystring: exportQuery,
      response: {
        200: z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' }),
        400: errorResponse,
        403: errorResponse,
        404: errorResponse,
      },
    },
    handler: async (request, reply) => {
      const { text, notExported } = await exportQuestions(db, images, viewerProfile(request), request.query);
      const file = fileNames[request.query.format];
      // A count: a bank's worth of ids would not fit in a header (the JSON export lists them).
      if (notExported.length) reply.header('x-aula-not-exported', String(notExported.length));
      return reply
        .header('content-type', file.type)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .send(Buffer.from(text, 'utf8'));
    },
  });

  api.get('/question/export/json', {
    schema: {
      summary: 'The same export as JSON (its text, file name and the ids left out), for clients that read only JSON',
      querystring: exportQuery,
      response: { 200: questionExportSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const { text, notExported } = await exportQuestions(db, images, viewerProfile(request), request.query);
      return { format: request.query.format, fileName: fileNames[request.query.format].name, text, notExported };
    },
  });
}
