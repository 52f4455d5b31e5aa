import type { Exam } from './exam.js';
import { globalId, type WebClient } from './webClient.js';

/**
 * The teacher's screens over the exam once it is over, each with the web app's own query: the grades of the
 * assignment (Assignment.studentGrades), the group's gradebook, the assignment's statistics over every attempt,
 * the group's dashboard and its members' page. Each read counts what it got: a read that answers but leaves
 * students out is as wrong as an error.
 */
export function teacherReads(exam: Exam) {
  const assignmentId = globalId('Assignment', exam.assignmentId);
  const groupId = globalId('StudyGroup', exam.groupId);
  type Node<T> = { node: T };
  return [
    {
      name: 'grades (Assignment.studentGrades)',
      operation: 'AssignmentGradesPageQuery',
      variables: { assignmentId, pendingOnly: false },
      count: (data: Node<{ studentGrades: unknown[] }>) => data.node.studentGrades.length,
    },
    {
      name: 'gradebook (StudyGroup.gradebook)',
      operation: 'GradebookPageQuery',
      variables: { id: groupId },
      count: (data: Node<{ gradebook: { rows: Array<{ grades: Array<{ attemptCount: number }> }> } }>) =>
        data.node.gradebook.rows.filter((row) => row.grades.some((grade) => grade.attemptCount > 0)).length,
    },
    {
      name: 'statistics (Assignment.statistics, ALL)',
      operation: 'AssignmentStatisticsPageQuery',
      variables: { assignmentId, attempts: 'ALL' },
      count: (data: Node<{ statistics: { attemptCount: number } }>) => data.node.statistics.attemptCount,
    },
    {
      name: 'dashboard (StudyGroup.progress)',
      operation: 'GroupDashboardPageQuery',
      variables: { id: groupId },
      count: (data: Node<{ progress: Array<{ submittedCount: number }> }>) => data.node.progress[0]?.submittedCount ?? 0,
    },
    {
      name: 'members (first page of 500)',
      operation: 'GroupMembersPageQuery',
      variables: { id: groupId },
      // The owner is a member too; the page holds at most 500.
      count: (data: Node<{ members: { edges: unknown[] } }>) => data.node.members.edges.length,
      expected: (students: number) => Math.min(500, students + 1),
    },
  ] as const;
}

/** Each read `samples` times in turn as the teacher: its latencies, and how many students each answer held (or its error). */
export async function readAsTeacher(client: WebClient, exam: Exam, samples: number) {
  const reads = teacherReads(exam);
  const figures = reads.map((read) => ({ name: read.name, ms: [] as number[], counts: new Set<number>(), errors: [] as string[] }));
  for (let round = 0; round < samples; round++) {
    for (const [i, read] of reads.entries()) {
      const began = performance.now();
      try {
        const data = await client.send<never>(read.operation, read.variables, exam.teacher.token);
        figures[i]!.ms.push(performance.now() - began);
        figures[i]!.counts.add((read.count as (data: unknown) => number)(data));
      } catch (error) {
        figures[i]!.errors.push((error as Error).message.slice(0, 300));
      }
    }
  }
  return figures.map((figure, i) => {
    const read = reads[i]!;
    const expected = 'expected' in read ? read.expected(exam.students.length) : exam.students.length;
    return { ...figure, expected, complete: figure.errors.length === 0 && [...figure.counts].every((count) => count === expected) };
  });
}
