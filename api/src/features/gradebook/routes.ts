import { z } from 'zod';
import type { Router } from '../../http/router.js';
import { errorResponse, uuid } from '../../http/schemas.js';
import { viewerProfile } from '../../http/viewer.js';
import type { Services } from '../../services.js';
import { loadAssignment, loadOwnAssignment } from '../assignments/access.js';
import { toAssignment } from '../assignments/repository.js';
import { gradebookCsv } from './csv.js';
import { gradebookFile } from './files.js';
import { setGradebookWeight } from './repository.js';
import { csvSeparator, gradebookFile as gradebookFileSchema, gradebookSchema, gradebookWeightInput, gradebookWeightResult } from './schemas.js';
import { loadGradebookTable } from './table.js';
import { xlsxContentType } from './xlsx.js';

export function gradebookRoutes(api: Router, { db }: Services) {
  const params = z.object({ studyGroupId: uuid() });
  const refusals = { 400: errorResponse, 403: errorResponse, 404: errorResponse };
  // A file's bytes, sent as they are (Fastify serialises no Buffer).
  const fileBytes = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' });

  api.get('/gradebook/:studyGroupId', {
    schema: {
      summary: "Your group's gradebook: each student's grade on each graded assignment by its grading method, their average, and the CSV",
      params,
      response: { 200: gradebookSchema, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const table = await loadGradebookTable(db, request.params.studyGroupId, viewerProfile(request));
      return { ...table, csv: gradebookCsv(table) };
    },
  });

  api.get('/gradebook/:studyGroupId/csv', {
    schema: {
      summary:
        "Your group's gradebook as a CSV file (RFC 4180, UTF-8 with BOM): Nombre, Apellido, Usuario, each assignment's grade and status, Promedio",
      produces: ['text/csv'],
      params,
      querystring: z.object({ separator: csvSeparator }),
      response: { 200: fileBytes, ...refusals },
    },
    handler: async (request, reply) => {
      const file = await gradebookFile(db, request.params.studyGroupId, viewerProfile(request), 'csv', request.query.separator);
      return reply.header('content-type', file.contentType).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.bytes);
    },
  });

  api.get('/gradebook/:studyGroupId/xlsx', {
    schema: {
      summary: "Your group's gradebook as an Excel workbook: the CSV's columns, grades as numbers with two decimals, the header frozen",
      produces: [xlsxContentType],
      params,
      response: { 200: fileBytes, ...refusals },
    },
    handler: async (request, reply) => {
      const file = await gradebookFile(db, request.params.studyGroupId, viewerProfile(request), 'xlsx');
      return reply.header('content-type', file.contentType).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.bytes);
    },
  });

  api.get('/gradebook/:studyGroupId/file', {
    schema: {
      summary: 'The CSV or XLSX file of your gradebook as JSON (its name and its bytes in base64), for clients that read only JSON',
      params,
      querystring: z.object({
        format: z.enum(['xlsx', 'csv'], { error: "El formato debe ser 'xlsx' o 'csv'" }),
        separator: csvSeparator,
      }),
      response: { 200: gradebookFileSchema, ...refusals },
    },
    handler: async (request) => {
      const { format, separator } = request.query;
      const { bytes, ...file } = await gradebookFile(db, request.params.studyGroupId, viewerProfile(request), format, separator);
      return { ...file, base64: bytes.toString('base64') };
    },
  });

  api.patch('/gradebook/weights/:assignmentId', {
    schema: {
      summary: "Set your assignment's weight in its gradebook's average (0 to 100; 1 by default, 0 leaves it out of the average)",
      params: z.object({ assignmentId: uuid() }),
      body: gradebookWeightInput,
      response: { 200: gradebookWeightResult, ...refusals },
    },
    handler: async (request) => {
      const viewerId = viewerProfile(request);
      const { id } = await loadOwnAssignment(db, request.params.assignmentId, viewerId);
      await setGradebookWeight(db, id, request.body.weight);
      return { assignment: toAssignment(await loadAssignment(db, id, viewerId)), weight: request.body.weight };
    },
  });
}
