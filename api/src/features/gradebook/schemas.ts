import { gradingMethods, validationMessages } from '@aula/common';
import { z } from 'zod';
import { assignmentSchema } from '../assignments/schemas.js';

export const gradebookCell = z.object({
  assignmentId: z.string(),
  grade: z.number().nullable().describe("By the assignment's grading method; null without attempts ('Sin intento', never 0)"),
  attemptCount: z.number(),
  pending: z.boolean().describe('Short answers still to grade: the grade may still rise'),
  late: z.boolean().describe("An attempt counted after the assignment's due date"),
});

export const gradebookSchema = z.object({
  assignments: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        gradingMethod: z.enum(gradingMethods),
        dueDate: z.string().nullable(),
        weight: z.number().describe("Its weight in each student's average, 0 to 100 (1 unless the owner set it)"),
      }),
    )
    .describe('The columns: active assignments that take graded attempts (those open for practice have none), oldest first'),
  students: z
    .array(
      z.object({
        profileId: z.string(),
        username: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        grades: z.array(gradebookCell).describe('One per assignment, in the order of `assignments`'),
        average: z
          .number()
          .nullable()
          .describe("The mean of their grades weighted by the assignments' weights, over the assignments they have a grade in; null with none"),
      }),
    )
    .describe('Every member but the owner, by last name, first name and username'),
  csv: z.string().describe('The same table as CSV: UTF-8 with a BOM, one row per student'),
});
/** The owner's gradebook of a group: students × graded assignments. */
export type Gradebook = z.infer<typeof gradebookSchema>;
export type GradebookTable = Omit<Gradebook, 'csv'>;

export const csvSeparator = z
  .enum(['comma', 'semicolon'], { error: "El separador debe ser 'comma' o 'semicolon'" })
  .default('comma')
  .describe("'semicolon': fields separated by ';' and decimal commas, for spreadsheets in Spanish (Excel, LibreOffice)");

export const gradebookFile = z.object({
  fileName: z.string().describe("From the group's name, e.g. 'calificaciones-matematicas-3b.xlsx'"),
  contentType: z.string(),
  base64: z.string().describe("The file's bytes, base64-encoded"),
});

export const gradebookWeightInput = z.object({
  weight: z
    .number({ error: validationMessages.gradebookWeight })
    .min(0, { error: validationMessages.gradebookWeight })
    .max(100, { error: validationMessages.gradebookWeight }),
});
export const gradebookWeightResult = z.object({ assignment: assignmentSchema, weight: z.number() });
/** PATCH /gradebook/weights/:assignmentId: the assignment and its weight now. */
export type GradebookWeightResult = z.infer<typeof gradebookWeightResult>;

/** GET /gradebook/:studyGroupId/file: a download as JSON. */
export type GradebookDownload = z.infer<typeof gradebookFile>;
