import { z } from 'zod';
import { idList, uuid } from '../../../http/schemas.js';
import { questionSchema } from '../schemas.js';
import type { QuestionFormat } from './format.js';

// The import and export routes' bodies and answers (zod, documented in the OpenAPI document).

const formats = ['GIFT', 'AIKEN', 'MOODLE_XML'] as const satisfies readonly QuestionFormat[];
const format = z.enum(formats, { error: 'El formato debe ser GIFT, AIKEN o MOODLE_XML' });

export const importBody = z.object({
  format,
  text: z.string().optional().describe('The file\'s text (send text or, as multipart, the "file" part; not both)'),
  dryRun: z.boolean().default(false).describe('True: create nothing, answer the questions as they would be'),
  assignmentId: uuid().optional().describe('Also add the questions at the end of this assignment (yours)'),
  confirmPractisedKeys: z
    .boolean()
    .default(false)
    .describe('True: link to a graded assignment questions whose solutions students saw in Modo Libre (otherwise 409)'),
});

export const importProblemSchema = z.object({
  line: z.number().nullable().describe('1 for the first line; null for the whole file'),
  message: z.string().describe('Spanish, naming the question and what is wrong'),
  warning: z.boolean().describe('True: the question is still imported (it will behave differently); false: nothing is imported'),
});

export const importResultSchema = z.object({
  questions: z.array(questionSchema).describe('Author views: created or reused, or as they would be (ids vista-previa-N for new ones)'),
  problems: z.array(importProblemSchema),
  imported: z.number().describe('Questions created or reused: 0 with dryRun or when a problem is not a warning'),
  assignmentId: z.string().nullable(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const questionExportSchema = z.object({
  format,
  fileName: z.string(),
  text: z.string(),
  notExported: z.array(z.string()).describe('Ids of the questions the format cannot hold (Aiken: only one right option), left out'),
});
export type QuestionExport = z.infer<typeof questionExportSchema>;

export const exportQuery = z.object({
  format,
  ids: idList.optional().describe('These questions of yours (otherwise your whole active bank)'),
  assignmentId: uuid().optional().describe("An assignment's questions, in order (yours)"),
});
