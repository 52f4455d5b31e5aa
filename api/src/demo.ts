import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { readConfig } from './config.js';
import { isDataDirInUse } from './db/dataDirLock.js';
import type { Assignment, AuthorQuestion, Profile, Question, StudyGroup, User } from './index.js';
import { startApi } from './start.js';

/**
 * `npm run demo`: fills the database with a small living classroom, so a newcomer sees the product at work: a
 * teacher, two students, a group, an assignment with one question of each type and a graded attempt. Everything
 * goes through the REST api over HTTP, so the demo obeys the same rules as real users: the running api's (`npm
 * start`) when one answers, since a second process must never open its embedded database; otherwise an api of its
 * own, for as long as the demo takes. Running it twice changes nothing.
 */
const password = 'aula12345';
const people = {
  teacher: { firstName: 'Carmen', lastName: 'Rojas', email: 'docente@aula.demo', phone: '+51 987654321' },
  ana: { firstName: 'Ana', lastName: 'Quispe', email: 'ana@aula.demo', phone: '+51 912345678' },
  bruno: { firstName: 'Bruno', lastName: 'Díaz', email: 'bruno@aula.demo', phone: '+52 5512345678' },
};

const config = readConfig();

/** The api of a running product: API_URL (its first entry) or this machine's API_PORT, when its /readyz says ok. */
async function runningApi(): Promise<string | undefined> {
  const apiUrl = process.env.API_URL?.split(',')[0]?.trim() || `http://127.0.0.1:${config.port}/api/v1`;
  const ready = await fetch(new URL('/readyz', apiUrl), { signal: AbortSignal.timeout(2_000) }).then(
    async (response) => response.ok && ((await response.json()) as { status?: string }).status === 'ok',
    () => false,
  );
  return ready ? apiUrl.replace(/\/$/, '') : undefined;
}

async function ownApi() {
  const { app } = await startApi(config, false).catch((error: unknown) => {
    if (!isDataDirInUse(error)) throw error;
    // The holder does not answer at API_PORT (another port, or still starting): say what to do, no stack trace.
    console.error(error.message);
    return process.exit(1);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`, close: () => app.close() };
}

const running = await runningApi();
const api = running ? { url: running, close: async () => {} } : await ownApi();

async function send(method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: unknown) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (payload !== undefined && !(payload instanceof FormData)) headers['content-type'] = 'application/json';
  const body = payload instanceof FormData ? payload : payload === undefined ? undefined : JSON.stringify(payload);
  return fetch(`${api.url}/${url}`, { method, headers, body });
}

async function call<T>(method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: unknown): Promise<T> {
  const response = await send(method, url, token, payload);
  if (response.status >= 300) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function logIn(person: (typeof people)[keyof typeof people]) {
  const existing = await send('POST', 'auth/login', undefined, { email: person.email, password });
  const user =
    existing.status === 200 ? ((await existing.json()) as User) : await call<User>('POST', 'auth/create', undefined, { ...person, password });
  const profile = await call<Profile>('GET', `profile/getOne?userId=${user.id}`, user.token);
  return { token: user.token as string, profileId: profile.id, username: profile.username, fresh: existing.status !== 200 };
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
    description: 'Siete preguntas, una de cada tipo',
    difficulty: 'INTERMEDIATE',
    studyGroupId: group.id,
  });
  const form = new FormData();
  form.append('image', new Blob([await readFile(new URL('../assets/planeta.png', import.meta.url))], { type: 'image/png' }), 'planeta.png');
  const { key: image } = await call<{ key: string }>('POST', 'images/upload', teacher.token, form);
  const planets = ['Mercurio', 'Venus', 'Tierra', 'Marte'];
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
    {
      type: 'NUMERICAL',
      statement: '¿Cuántos planetas tiene el sistema solar?',
      answers: [{ value: 8 }, { value: 9, credit: 50 }],
    },
    {
      type: 'ORDERING',
      statement: 'Ordene los planetas desde el más cercano al Sol',
      items: planets,
    },
  ];
  const created: AuthorQuestion[] = [];
  for (const question of questions) {
    const reply = await call<{ createdQuestion: AuthorQuestion }>('POST', 'assignments-questions/createAssignmentsQuestions', teacher.token, {
      assignmentId: assignment.id,
      question,
    });
    created.push(reply.createdQuestion);
  }
  await call('POST', `assignments/publish/${assignment.id}`, teacher.token, {});
  // The students open the group the teacher added them to: from then on the teacher may read their names.
  for (const student of [ana, bruno]) await call('GET', `study-group/getOne?id=${group.id}`, student.token);
  // Ana puts the planets in order as she was shown them (each student sees them shuffled in an order of their own).
  const shownToAna = await call<Question[]>('GET', `question/getQuestionsByAssignment?assignmentId=${assignment.id}`, ana.token);
  const shownPlanets = shownToAna.find((question) => question.id === created[6]!.id)!.items!;
  await call('POST', 'assignments/submit', ana.token, {
    assignmentId: assignment.id,
    clientSubmissionId: 'demo-ana-first-attempt',
    answers: [
      { questionId: created[0]!.id, trueOrFalseAnswer: true },
      { questionId: created[1]!.id, filledBlanks: ['Tierra', 'mes'] },
      { questionId: created[2]!.id, userColumnsOrder: ['El planeta rojo', 'El más grande', 'Tiene anillos visibles'] },
      { questionId: created[3]!.id, chosenOptionsIndex: [0, 1] },
      { questionId: created[4]!.id, shortAnswer: 'Por la inclinación del eje de la Tierra' },
      { questionId: created[5]!.id, numericalAnswer: 8 },
      { questionId: created[6]!.id, orderingAnswer: shownPlanets.map((planet) => planets.indexOf(planet)) },
    ],
  });
}

await api.close();
console.log(
  `Demo data ${teacher.fresh ? 'created' : 'already present'}${running ? ` in the running api (${running})` : ''}. Log in with password "${password}":`,
);
console.log(`  teacher: ${people.teacher.email} (${teacher.username})`);
console.log(`  student: ${people.ana.email} (${ana.username}), has one graded attempt`);
console.log(`  student: ${people.bruno.email} (${bruno.username})`);
