import { gradingMethods } from '@aula/common';
import { z } from 'zod';

export const gradebookCell = z.object({
  assignmentId: z.string(),
  grade: z.number().nullable().describe("By the assignment's grading method; null without attempts"),
  attemptCount: z.number(),
  pending: z.boolean().describe('Short answers still to grade: the grade may still rise'),
  late: z.boolean().describe("An attempt counted after the assignment's due date"),
});

export const gradebookSchema = z.object({
  assignments: z.array(z.object({ id: z.string(), name: z.string(), gradingMethod: z.enum(gradingMethods), dueDate: z.string().nullable() })),
  students: z.array(
    z.object({
      profileId: z.string(),
      username: z.string(),
      grades: z.array(gradebookCell).describe('One per assignment, in the order of `assignments`'),
    }),
  ),
  csv: z.string().describe('The same table as CSV: UTF-8 with a BOM, one row per student'),
});
/** The owner's gradebook of a group: students × active assignments. */
export type Gradebook = z.infer<typeof gradebookSchema>;
