/**
 * The benchmark's classroom, made through the REST api itself (fast, and obeying the same rules as users):
 * a teacher, 100 students, three groups with 1, 10 and 100 assignments (each with one question), and one
 * attempt per assignment by a student.
 */
import { request } from 'undici';

export interface Dataset {
  teacher: { token: string; profileId: string };
  students: Array<{ token: string; profileId: string; email: string }>;
  /** Group id by its number of assignments. */
  groups: Record<1 | 10 | 100, string>;
  password: string;
}

const password = 'bench-password-1';

// The api's replies are read field by field by the bench's scripts (their shapes are the api tests' business).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- callers read untyped JSON without naming a type
export async function api<T = any>(apiUrl: string, method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await request(`${apiUrl}${path}`, {
    method: method as 'GET',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.body.text();
  if (response.statusCode >= 300) throw new Error(`${method} ${path}: ${response.statusCode} ${text}`);
  return JSON.parse(text) as T;
}

/** Runs `work` over items with at most `limit` at once. */
export async function inBatches<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

/** Signs up `<role><n>@bench.aula` and returns its token and profile id. */
export async function signUp(apiUrl: string, n: number, role: string) {
  const user = await api(apiUrl, 'POST', '/auth/create', undefined, {
    firstName: `${role}${n}`,
    lastName: 'Benchmark',
    email: `${role}${n}@bench.aula`,
    phone: '+51 900000000',
    password,
  });
  const profile = await api(apiUrl, 'GET', '/profile/getOne', user.token);
  return { token: user.token as string, profileId: profile.id as string, email: `${role}${n}@bench.aula` };
}

export async function createDataset(apiUrl: string, studentCount = 100): Promise<Dataset> {
  const teacher = await signUp(apiUrl, 0, 'docente');
  const students = await inBatches(
    Array.from({ length: studentCount }, (_, i) => i + 1),
    4,
    (n) => signUp(apiUrl, n, 'alumno'),
  );
  const groups = {} as Dataset['groups'];
  for (const size of [1, 10, 100] as const) {
    const group = await api(apiUrl, 'POST', '/study-group/create', teacher.token, {
      name: `Grupo de ${size}`,
      description: `Grupo con ${size} tareas`,
      profilesId: students.map((s) => s.profileId),
    });
    groups[size] = group.id;
    await inBatches(
      Array.from({ length: size }, (_, i) => i),
      4,
      async (i) => {
        const assignment = await api(apiUrl, 'POST', '/assignments/create', teacher.token, {
          name: `Tarea ${i + 1} de ${size}`,
          description: 'Tarea de referencia',
          studyGroupId: group.id,
        });
        const { createdQuestion } = await api(apiUrl, 'POST', '/assignments-questions/createAssignmentsQuestions', teacher.token, {
          assignmentId: assignment.id,
          question: { type: 'TRUE_OR_FALSE', statement: 'La Tierra gira alrededor del Sol', correctAnswer: true },
        });
        await api(apiUrl, 'POST', `/assignments/publish/${assignment.id}`, teacher.token, {});
        const student = students[i % students.length]!;
        await api(apiUrl, 'POST', '/assignments/submit', student.token, {
          assignmentId: assignment.id,
          clientSubmissionId: `bench-${size}-${i}`,
          answers: [{ questionId: createdQuestion.id, trueOrFalseAnswer: i % 2 === 0 }],
        });
      },
    );
  }
  return { teacher, students, groups, password };
}

/**
 * Two assignments of one group whose histories differ a thousandfold: `sizes` attempts each (10 and 10,000 by
 * default), submitted by the students in turn. Paging their attempts must cost the same: the bench reads
 * attempts(first: 10) of both. Returns the assignment ids by number of attempts.
 */
export async function createAttemptHistories(apiUrl: string, data: Dataset, sizes = [10, 10_000] as const) {
  const group = await api(apiUrl, 'POST', '/study-group/create', data.teacher.token, {
    name: 'Historial de intentos',
    profilesId: data.students.map((s) => s.profileId),
  });
  const ids = {} as Record<(typeof sizes)[number], string>;
  for (const size of sizes) {
    const assignment = await api(apiUrl, 'POST', '/assignments/create', data.teacher.token, {
      name: `Tarea con ${size} intentos`,
      description: 'Tarea de referencia',
      studyGroupId: group.id,
      // Each student submits many times: no attempts limit (a new assignment allows one).
      maxAttempts: null,
    });
    const { createdQuestion } = await api(apiUrl, 'POST', '/assignments-questions/createAssignmentsQuestions', data.teacher.token, {
      assignmentId: assignment.id,
      question: { type: 'TRUE_OR_FALSE', statement: 'El Amazonas es el río más caudaloso', correctAnswer: true },
    });
    await api(apiUrl, 'POST', `/assignments/publish/${assignment.id}`, data.teacher.token, {});
    await inBatches(
      Array.from({ length: size }, (_, i) => i),
      8,
      (i) =>
        api(apiUrl, 'POST', '/assignments/submit', data.students[i % data.students.length]!.token, {
          assignmentId: assignment.id,
          clientSubmissionId: `historial-${size}-${i}`,
          answers: [{ questionId: createdQuestion.id, trueOrFalseAnswer: i % 3 !== 0 }],
        }),
    );
    ids[size] = assignment.id;
  }
  return ids;
}

/** One question of each kind, as the benches write them through the REST api (the burst, the statistics). */
export const everyKindQuestions = [
  { type: 'TRUE_OR_FALSE', statement: 'La Tierra gira alrededor del Sol', correctAnswer: true },
  { type: 'MULTIPLE_ANSWER', statement: '¿Cuáles son números primos?', options: ['2', '4', '5', '9'], correctOptionsIndex: [0, 2] },
  { type: 'FILL_BLANKS', statement: 'El sol es una estrella enorme.', correctWords: ['sol', 'estrella'] },
  {
    type: 'MATCH_COLUMNS',
    statement: 'Relacione cada país con su capital',
    leftColumn: ['Perú', 'Chile', 'México'],
    rightColumn: ['Lima', 'Santiago', 'Ciudad de México'],
  },
  { type: 'SHORT_ANSWER', statement: '¿Qué gas liberan las plantas?', acceptedAnswers: ['oxígeno', 'o2'] },
  { type: 'NUMERICAL', statement: '¿Cuánto vale pi con dos decimales?', answers: [{ value: 3.14, tolerance: 0.01 }] },
  { type: 'ORDERING', statement: 'Ordene las etapas de la historia del Perú', items: ['Imperio inca', 'Virreinato', 'República'] },
] as const;
