import { createAccounts } from '../accounts.js';
import { api, everyKindQuestions } from '../dataset.js';

/**
 * The exam of the burst, made through the REST api: a teacher, `size` students in one group, and a timed
 * assignment of 20 questions, every kind in turn (dataset.ts keeps their keys, so the students can answer right or wrong).
 */
export const examQuestions = everyKindQuestions;

export type ExamQuestionSpec = (typeof examQuestions)[number];
export const questionCount = 20;
const password = 'burst-password-1';

export interface Exam {
  teacher: { email: string; token: string };
  /** Each with a session made with the account (the burst's students log in again, as arriving in class). */
  students: Array<{ email: string; profileId: string; token: string }>;
  password: string;
  groupId: string;
  assignmentId: string;
  /** The assignment's questions in order: their ids and what their author wrote. */
  questions: Array<{ id: string; spec: ExamQuestionSpec }>;
}

async function signUp(apiUrl: string, email: string, firstName: string) {
  const user = await api(apiUrl, 'POST', '/auth/create', undefined, { firstName, lastName: 'Examen', email, phone: '+51 900000000', password });
  const profile = await api(apiUrl, 'GET', '/profile/getOne', user.token);
  return { email, token: user.token as string, profileId: profile.id as string };
}

/**
 * Makes the exam on the product running on `databaseUrl`: the teacher signs up through the api, the students are
 * made straight in its database with one password hash for all (bench/accounts.ts: a sign-up through the api costs
 * a scrypt hash each, minutes for a thousand, and is not what the burst measures; their logins are).
 */
export async function createExam(apiUrl: string, databaseUrl: string, size: number): Promise<Exam> {
  const teacher = await signUp(apiUrl, 'docente@burst.aula', 'Docente');
  const numbers = Array.from({ length: size }, (_, i) => i + 1);
  const students = await createAccounts(databaseUrl, 'alumno', numbers, password);
  const profileIds = students.map((s) => s.profileId);
  // A group takes at most 500 members per request.
  const group = await api(apiUrl, 'POST', '/study-group/create', teacher.token, { name: 'Examen final', profilesId: profileIds.slice(0, 500) });
  for (let from = 500; from < profileIds.length; from += 500) {
    await api(apiUrl, 'PATCH', '/study-group/addMembers', teacher.token, { groupId: group.id, profilesId: profileIds.slice(from, from + 500) });
  }
  const assignment = await api(apiUrl, 'POST', '/assignments/create', teacher.token, {
    name: 'Examen final',
    description: 'Examen de fin de curso',
    studyGroupId: group.id,
    // Unlimited attempts: a doubled submission would be stored, so the database check (not the policy) must catch it.
    maxAttempts: null,
    timeLimitMinutes: 60,
  });
  const questions: Exam['questions'] = [];
  for (let i = 0; i < questionCount; i++) {
    const spec = examQuestions[i % examQuestions.length]!;
    const { createdQuestion } = await api(apiUrl, 'POST', '/assignments-questions/createAssignmentsQuestions', teacher.token, {
      assignmentId: assignment.id,
      question: { ...spec, statement: `${spec.statement} (${i + 1})` },
    });
    questions.push({ id: createdQuestion.id, spec });
  }
  await api(apiUrl, 'POST', `/assignments/publish/${assignment.id}`, teacher.token, {});
  return {
    teacher: { email: teacher.email, token: teacher.token },
    students,
    password,
    groupId: group.id,
    assignmentId: assignment.id,
    questions,
  };
}
