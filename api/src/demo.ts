import { readFile } from 'node:fs/promises';
import type { Assignment, AuthorQuestion, Profile, StudyGroup, User } from './index.js';
import { startApi } from './start.js';

/**
 * `npm run demo`: fills the embedded database with a small living classroom, so a newcomer sees the product at
 * work: a teacher, two students, a group, an assignment with one question of each type and a graded attempt.
 * Everything goes through the REST api itself, so the demo obeys the same rules as real users. Running it twice
 * changes nothing.
 */
const password = 'aula12345';
const people = {
  teacher: { firstName: 'Carmen', lastName: 'Rojas', email: 'docente@aula.demo', phone: '+51 987654321' },
  ana: { firstName: 'Ana', lastName: 'Quispe', email: 'ana@aula.demo', phone: '+51 912345678' },
  bruno: { firstName: 'Bruno', lastName: 'Díaz', email: 'bruno@aula.demo', phone: '+52 5512345678' },
};

const { app } = await startApi(undefined, false);

async function call<T>(method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: unknown): Promise<T> {
  const response = await app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: payload as never,
  });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

async function logIn(person: (typeof people)[keyof typeof people]) {
  const existing = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: person.email, password } });
  const user = existing.statusCode === 200 ? existing.json<User>() : await call<User>('POST', 'auth/create', undefined, { ...person, password });
  const profile = await call<Profile>('GET', `profile/getOne?userId=${user.id}`, user.token);
  return { token: user.token as string, profileId: profile.id, username: profile.username, fresh: existing.statusCode !== 200 };
}

const teacher = await logIn(people.teacher);
const ana = await logIn(people.ana);
const bruno = await logIn(people.bruno);

if (teacher.fresh) {
  const group = await call<StudyGroup>('POST', 'study-group/create', teacher.token, {
    name: 'Ciencias 2.º B',
    description: 'Grupo de estudio de ciencias naturales',
    profilesId: [ana.profileId, bruno.profileId],
  });
  const assignment = await call<Assignment>('POST', 'assignments/create', teacher.token, {
    name: 'Repaso del sistema solar',
    description: 'Cinco preguntas, una de cada tipo',
    difficulty: 'INTERMEDIATE',
    studyGroupId: group.id,
  });
  const form = new FormData();
  form.append('image', new Blob([await readFile(new URL('../assets/planeta.png', import.meta.url))], { type: 'image/png' }), 'planeta.png');
  const upload = await app.inject({
    method: 'POST',
    url: '/api/v1/images/upload',
    headers: { authorization: `Bearer ${teacher.token}` },
    payload: form as never,
  });
  const image: string = upload.json().key;
  const questions = [
    { type: 'TRUE_OR_FALSE', statement: 'El Sol es una estrella', correctAnswer: true, image },
    { type: 'FILL_BLANKS', statement: 'La Tierra gira alrededor del Sol en un año.', correctWords: ['Tierra', 'año'] },
    {
      type: 'MATCH_COLUMNS',
      statement: 'Relacione cada planeta con su característica',
      leftColumn: ['Marte', 'Júpiter', 'Saturno'],
      rightColumn: ['El planeta rojo', 'El más grande', 'Tiene anillos visibles'],
    },
    {
      type: 'MULTIPLE_ANSWER',
      statement: '¿Cuáles son planetas rocosos?',
      options: ['Mercurio', 'Venus', 'Neptuno', 'Urano'],
      correctOptionsIndex: [0, 1],
    },
    { type: 'SHORT_ANSWER', statement: 'Explique por qué existen las estaciones del año' },
  ];
  const created = [];
  for (const question of questions) {
    const reply = await call<{ createdQuestion: AuthorQuestion }>('POST', 'assignments-questions/createAssignmentsQuestions', teacher.token, {
      assignmentId: assignment.id,
      question,
    });
    created.push(reply.createdQuestion);
  }
  await call('POST', 'assignments/submit', ana.token, {
    assignmentId: assignment.id,
    clientSubmissionId: 'demo-ana-first-attempt',
    answers: [
      { questionId: created[0]!.id, trueOrFalseAnswer: true },
      { questionId: created[1]!.id, filledBlanks: ['Tierra', 'mes'] },
      { questionId: created[2]!.id, userColumnsOrder: ['El planeta rojo', 'El más grande', 'Tiene anillos visibles'] },
      { questionId: created[3]!.id, chosenOptionsIndex: [0, 1] },
      { questionId: created[4]!.id, shortAnswer: 'Por la inclinación del eje de la Tierra' },
    ],
  });
}

await app.close();
console.log(`Demo data ${teacher.fresh ? 'created' : 'already present'}. Log in with password "${password}":`);
console.log(`  teacher: ${people.teacher.email} (${teacher.username})`);
console.log(`  student: ${people.ana.email} (${ana.username}), has one graded attempt`);
console.log(`  student: ${people.bruno.email} (${bruno.username})`);
