import { z } from 'zod';

export const assignmentProgressSchema = z.object({
  assignmentId: z.string(),
  publishedAt: z.string().nullable().describe("When it was published (the dashboard's time axis)"),
  dueAt: z.string().nullable(),
  mean: z.number().nullable().describe("Mean of the students' grades by the grading method, 0 to 100; null when none submitted"),
  submittedCount: z.number().describe('Students who submitted at least once'),
  studentCount: z.number().describe('Members of the group now, the owner aside, and former members who submitted to it'),
  submissionRate: z.number().describe('submittedCount over studentCount, 0 to 100 (0 without students)'),
  lateShare: z
    .number()
    .describe(
      'Share of the students who submitted whose grade counts a late attempt (the one their grading method takes; any with AVERAGE), 0 to 100 (0 when none submitted)',
    ),
  pendingCount: z.number().describe('Short answers still to grade'),
});

export const groupProgressSchema = z.object({
  assignments: z
    .array(assignmentProgressSchema)
    .describe('Published active assignments that take graded attempts (the gradebook columns), oldest published first'),
});
/** GET /progress/study-group/:studyGroupId: the group's dashboard. */
export type GroupProgress = z.infer<typeof groupProgressSchema>;
export type AssignmentProgress = z.infer<typeof assignmentProgressSchema>;

export const gradePointSchema = z.object({
  assignmentId: z.string(),
  grade: z.number().describe("By the assignment's grading method, 0 to 100"),
  submittedAt: z.string().describe('When you last submitted to it (the server’s time)'),
  pending: z.boolean().describe('Short answers still to grade: the grade may still rise'),
});

export const ownProgressSchema = z.object({
  grades: z.array(gradePointSchema).describe('One per assignment you submitted to, oldest last submission first'),
});
/** GET /progress/own: the student's grades over time ('Mis notas'). */
export type OwnProgress = z.infer<typeof ownProgressSchema>;
export type GradePoint = z.infer<typeof gradePointSchema>;
