import { z } from 'zod';
import type { Router } from '../../http/router.js';
import { errorResponse, idList, uuid } from '../../http/schemas.js';
import { viewerProfile } from '../../http/viewer.js';
import type { Services } from '../../services.js';
import { csvSeparator, gradebookFile as gradebookFileSchema } from '../gradebook/schemas.js';
import { assignmentStatistics } from './analysis.js';
import { statisticsFile } from './files.js';
import { assignmentStatistics as statisticsSchema, statisticsAttempts } from './schemas.js';

export function statisticsRoutes(api: Router, { db }: Services) {
  const params = z.object({ assignmentId: uuid() });
  const refusals = { 400: errorResponse, 403: errorResponse, 404: errorResponse };

  api.get('/statistics', {
    schema: {
      summary: "Several of your assignments' statistics at once, in the order of ids (the gateway batches with it); 403 when any is not yours",
      querystring: z.object({
        ids: idList.refine((ids) => ids.length >= 1 && ids.length <= 100, { error: 'Indique entre 1 y 100 tareas' }),
        attempts: statisticsAttempts,
      }),
      response: { 200: z.array(statisticsSchema), ...refusals },
    },
    handler: async (request) => {
      const viewerId = viewerProfile(request);
      const result = [];
      // One after another: each is a few aggregate queries, and a batch should not take every connection.
      for (const id of request.query.ids) result.push(await assignmentStatistics(db, id, viewerId, request.query.attempts));
      return result;
    },
  });

  api.get('/statistics/:assignmentId', {
    schema: {
      summary:
        "Your assignment's item analysis (Moodle's quiz statistics): mean, median, SD, histogram, Cronbach's alpha, and per question facility, SD, discrimination, flags and how often each answer was given",
      params,
      querystring: z.object({ attempts: statisticsAttempts }),
      response: { 200: statisticsSchema, ...refusals },
    },
    handler: (request) => assignmentStatistics(db, request.params.assignmentId, viewerProfile(request), request.query.attempts),
  });

  api.get('/statistics/:assignmentId/file', {
    schema: {
      summary:
        "Your assignment's statistics as a CSV or XLSX file (the gradebook's exporter), as JSON (its name and its bytes in base64): a summary block, then one row per question",
      params,
      querystring: z.object({
        format: z.enum(['xlsx', 'csv'], { error: "El formato debe ser 'xlsx' o 'csv'" }),
        separator: csvSeparator,
        attempts: statisticsAttempts,
      }),
      response: { 200: gradebookFileSchema, ...refusals },
    },
    handler: async (request) => {
      const { format, separator, attempts } = request.query;
      const { bytes, ...file } = await statisticsFile(db, request.params.assignmentId, viewerProfile(request), attempts, format, separator);
      return { ...file, base64: bytes.toString('base64') };
    },
  });
}
