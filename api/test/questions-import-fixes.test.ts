import { errorMessages } from '@aula/common';
import { describe, expect, it } from 'vitest';
import type { ExportedQuestion } from '../src/features/questions/formats/format.js';
import { gift } from '../src/features/questions/formats/gift.js';
import { moodleXml } from '../src/features/questions/formats/moodleXml.js';
import { api, groupId, startClassroom, student, teacher } from './classroomFixture.js';
import { addQuestion, createAssignment, sampleQuestions, signUp, tinyPng } from './helpers.js';
import type { ImportReply } from './importFixture.js';

// Issue 29, QA defects: an import into a graded assignment asks as every other link does (Modo Libre keys), GIFT
// written so that it reads back the same, a bad Moodle XML image named in the preview, explanations keep their
// lines, and the messages of a few refusals.

startClassroom();

const importAs = (token: string, body: Record<string, unknown>) =>
  api.call<ImportReply & { message?: string }>('POST', 'question/import', { token, body: { format: 'GIFT', ...body } });
const questionsOf = async (assignmentId: string) =>
  (await api.call('GET', `assignments/getOne?id=${assignmentId}`, { token: teacher.token })).body.questionsIds as string[];

describe('importing into a graded assignment a question students saw solved in Modo Libre', () => {
  it('is refused with the 409 every other link gives, dry run too, until the teacher confirms', async () => {
    const practice = await createAssignment(api, teacher, groupId, { name: 'Práctica libre', openForPractice: true });
    const practised = await addQuestion(api, teacher, practice.id, {
      ...sampleQuestions.TRUE_OR_FALSE,
      statement: '¿El Ucayali es un río del Perú?',
    });
    const checked = await api.call('POST', 'practice/check', {
      token: student.token,
      body: { questionId: practised.id, answer: { trueOrFalseAnswer: false } },
    });
    expect(checked.body.solution).toEqual({ type: 'TRUE_OR_FALSE', correctAnswer: true });
    const exam = await createAssignment(api, teacher, groupId, { name: 'Examen graduado' });
    const file = '::Nueva:: ¿El Rímac pasa por Lima? {T}\n\n::Practicada:: ¿El Ucayali es un río del Perú? {T}';

    // The PATCH refuses it; the import (which would reuse the same question) must say the same, and link nothing.
    const patched = await api.call('PATCH', `assignments/update/${exam.id}`, { token: teacher.token, body: { questionsIds: [practised.id] } });
    expect(patched.status).toBe(409);
    for (const dryRun of [true, false]) {
      const refused = await importAs(teacher.token, { text: file, assignmentId: exam.id, dryRun });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(errorMessages.practisedQuestions);
    }
    expect(await questionsOf(exam.id)).toEqual([]);

    // As multipart too, and confirmed: both questions linked, the practised one reused.
    const form = new FormData();
    form.set('format', 'GIFT');
    form.set('assignmentId', exam.id);
    form.set('file', new Blob([file]), 'preguntas.gift');
    expect((await api.call('POST', 'question/import', { token: teacher.token, body: form })).status).toBe(409);
    form.set('confirmPractisedKeys', 'true');
    const confirmed = await api.call<ImportReply>('POST', 'question/import', { token: teacher.token, body: form });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.imported).toBe(2);
    expect(confirmed.body.questions[1]!.id).toBe(practised.id);
    expect(await questionsOf(exam.id)).toEqual(confirmed.body.questions.map((question) => question.id));

    // Nothing to ask: into an assignment open for practice, or questions no student has seen solved.
    const otherPractice = await createAssignment(api, teacher, groupId, { name: 'Otra práctica', openForPractice: true });
    expect((await importAs(teacher.token, { text: file, assignmentId: otherPractice.id })).status).toBe(200);
    const secondExam = await createAssignment(api, teacher, groupId, { name: 'Segundo examen' });
    const fresh = await importAs(teacher.token, { text: '::Nueva:: ¿El Rímac pasa por Lima? {T}', assignmentId: secondExam.id });
    expect(fresh.status).toBe(200);
    expect(fresh.body.imported).toBe(1);
  });
});

/** A small deterministic generator, so a failing case can be found again. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return { pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!, next };
}

// Texts the GIFT reader would otherwise take as syntax, at the start, in the middle and at the end of a text.
const awkward = [
  '//',
  '// esto parece un comentario',
  '[html]<b>negrita</b>',
  '[markdown]',
  '[plain]',
  '[moodle]',
  '%50%',
  '%-100%',
  '%100%medio',
  '::',
  '::nombre::',
  '####',
  '->',
  'a -> b',
  '=',
  '~',
  '#',
  '{',
  '}',
  '{T}',
  ':',
  '\\',
  '\\n',
  '$CATEGORY: x',
  '&amp;',
  '<p>',
  'T',
  '¿Sí?',
];

function awkwardText(random: ReturnType<typeof generator>, words = 3) {
  const parts = Array.from({ length: 1 + Math.floor(random.next() * words) }, () => random.pick(awkward));
  return parts.join(random.pick([' ', '', ' '])).trim() || '//';
}

function awkwardQuestion(random: ReturnType<typeof generator>, type: string, i: number): ExportedQuestion {
  const statement = awkwardText(random);
  const explanation = random.next() < 0.7 ? `${awkwardText(random)}\n${awkwardText(random)}` : null;
  const base = { id: `q${i}`, type, difficulty: 'EASY', explanation };
  const distinct = (count: number) => Array.from({ length: count }, (_, k) => `${awkwardText(random, 2)} ${k + 1}`.replace(/^(\s*)/, ''));
  switch (type) {
    case 'TRUE_OR_FALSE':
      return { ...base, statement, correctAnswer: random.next() < 0.5 } as ExportedQuestion;
    case 'FILL_BLANKS':
      return { ...base, statement: `${statement} sol y luna ${awkwardText(random)}`, correctWords: ['sol', 'luna'] } as ExportedQuestion;
    case 'MATCH_COLUMNS':
      return { ...base, statement, leftColumn: distinct(3), rightColumn: distinct(3) } as ExportedQuestion;
    case 'MULTIPLE_ANSWER': {
      const rights = random.next() < 0.5 ? [1] : [0, 2];
      const options = Array.from({ length: 4 }, (_, k) =>
        k === 1 ? random.pick(['%50%medio', '%100%', 'a -> b']) : `${awkwardText(random, 2)} ${k}`,
      );
      return { ...base, statement, options, correctOptionsIndex: rights } as ExportedQuestion;
    }
    case 'SHORT_ANSWER': {
      const accepted = random.next() < 0.3 ? [] : random.next() < 0.5 ? ['a -> b', 'c->d'] : distinct(2);
      return { ...base, statement, acceptedAnswers: accepted } as ExportedQuestion;
    }
    case 'NUMERICAL':
      return { ...base, statement, answers: [{ value: -3.5, tolerance: 0.25, credit: 100 }] } as ExportedQuestion;
    default:
      return { ...base, statement, items: distinct(3) } as ExportedQuestion;
  }
}

const kinds = ['TRUE_OR_FALSE', 'FILL_BLANKS', 'MATCH_COLUMNS', 'MULTIPLE_ANSWER', 'SHORT_ANSWER', 'NUMERICAL', 'ORDERING'];

describe('GIFT written then read back', () => {
  it('gives the same bodies and explanations for awkward texts of every kind (400 questions)', () => {
    const random = generator(29);
    const questions = Array.from({ length: 400 }, (_, i) => awkwardQuestion(random, kinds[i % kinds.length]!, i));
    const file = gift.write(questions);
    const { questions: read, problems } = gift.read(file);
    expect(problems.filter((problem) => !problem.warning)).toEqual([]);
    expect(read).toHaveLength(questions.length);
    read.forEach((question, i) => {
      const { id: _id, difficulty: _difficulty, explanation, ...body } = questions[i]!;
      expect({ body: question.body, explanation: question.explanation ?? null }, file.split('\n\n')[i]).toEqual({
        body: { ...body, difficulty: 'EASY' },
        explanation,
      });
    });
  });

  it('keeps what QA found changed over REST: a leading //, [html] and an option %50%medio', async () => {
    const author = await signUp(api, { firstName: 'Gift', lastName: 'Ida' });
    const bodies = [
      { type: 'TRUE_OR_FALSE', statement: '// esto parece un comentario pero es pregunta', correctAnswer: true },
      { type: 'TRUE_OR_FALSE', statement: '[html]<b>negrita</b> literal', correctAnswer: false },
      { type: 'MULTIPLE_ANSWER', statement: '¿Cuál es la mitad?', options: ['%50%medio', 'entero'], correctOptionsIndex: [0] },
    ];
    for (const body of bodies) expect((await api.call('POST', 'question/create', { token: author.token, body })).status).toBe(201);
    const exported = await api.call('GET', 'question/export/json?format=GIFT', { token: author.token });
    const reader = await signUp(api, { firstName: 'Gift', lastName: 'Vuelta' });
    const back = await importAs(reader.token, { text: exported.body.text });
    expect(back.body.problems).toEqual([]);
    expect(back.body.questions.map(({ type, statement, options }) => ({ type, statement, ...(options ? { options } : {}) }))).toEqual(
      bodies.map(({ type, statement, options }) => ({ type, statement, ...(options ? { options } : {}) })),
    );
  });
});

describe('a Moodle XML image that is no image', () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>').toString('base64');
  const question = (name: string, base64: string) => `  <question type="truefalse">
    <name><text>${name}</text></name>
    <questiontext format="html">
      <text><![CDATA[<p>Mire la imagen ${name}</p><img src="@@PLUGINFILE@@/${name}">]]></text>
      <file name="${name}" path="/" encoding="base64">${base64}</file>
    </questiontext>
    <answer fraction="100"><text>true</text></answer>
    <answer fraction="0"><text>false</text></answer>
  </question>`;
  const file = (...questions: string[]) => `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${questions.join('\n')}\n</quiz>\n`;

  it('is a problem naming the question, its line and its file in the preview, and the import says the same (never a bare 415)', async () => {
    const author = await signUp(api, { firstName: 'Imagen', lastName: 'Docente' });
    const text = file(
      question('buena.png', tinyPng.toString('base64')),
      question('a.svg', svg),
      question('b.png', Buffer.from('esto no es una imagen').toString('base64')),
      question('c.png', 'no-es-base64!!'),
    );
    const lines = text.split('\n');
    const lineOf = (name: string) => lines.findIndex((line) => line.includes(`<text>${name}</text>`));
    for (const dryRun of [true, false]) {
      const reply = await importAs(author.token, { format: 'MOODLE_XML', text, dryRun });
      expect(reply.status).toBe(200);
      expect(reply.body.imported).toBe(0);
      expect(reply.body.questions).toHaveLength(1);
      const problems = reply.body.problems.filter((problem) => !problem.warning);
      expect(problems.map((problem) => problem.line)).toEqual(['a.svg', 'b.png', 'c.png'].map(lineOf));
      for (const [i, name] of ['a.svg', 'b.png', 'c.png'].entries()) {
        expect(problems[i]!.message).toBe(
          `Pregunta «${name}» (línea ${lineOf(name)}): la imagen «${name}» no se puede importar. Formato de imagen no admitido. Use PNG, JPEG, WebP o GIF`,
        );
      }
    }
    const good = await importAs(author.token, { format: 'MOODLE_XML', text: file(question('buena.png', tinyPng.toString('base64'))) });
    expect(good.body).toMatchObject({ imported: 1, problems: [] });
  });
});

describe('explanations', () => {
  it('keep their line breaks: each line normalised, CRLF read, a run of blank lines made one (create, update, import)', async () => {
    const created = await api.call('POST', 'question/create', {
      token: teacher.token,
      body: { ...sampleQuestions.TRUE_OR_FALSE, explanation: '  Línea   1  \r\n  Línea 2\n\n\n\n Línea 3 \n' },
    });
    expect(created.status).toBe(201);
    expect(created.body.explanation).toBe('Línea 1\nLínea 2\n\nLínea 3');
    const edited = await api.call('PATCH', `question/updateQuestion/${created.body.id}`, {
      token: teacher.token,
      body: { explanation: 'Primera\nSegunda' },
    });
    expect(edited.body.explanation).toBe('Primera\nSegunda');
    const author = await signUp(api, { firstName: 'Varias', lastName: 'Líneas' });
    const imported = await importAs(author.token, { text: '¿Dos líneas? {T ####Una.\\nOtra.}' });
    expect(imported.body.questions[0]!.explanation).toBe('Una.\nOtra.');
  });
});

describe('messages', () => {
  it('names a missing blank line between two GIFT questions', async () => {
    const glued = await importAs(teacher.token, { text: '::Q1:: Capital de Perú {=Lima ~Cusco}\n::Q2:: Otra {T}', dryRun: true });
    expect(glued.body.problems).toEqual([
      {
        line: 2,
        message:
          'Pregunta «Q1»: la línea 2 empieza otra pregunta; ¿falta una línea en blanco entre preguntas? Deje una línea en blanco entre cada pregunta',
        warning: false,
      },
    ]);
    const unnamed = await importAs(teacher.token, { text: 'Capital de Perú {=Lima ~Cusco}\nOtra pregunta {T}', dryRun: true });
    expect(unnamed.body.problems.filter((problem) => !problem.warning).map((problem) => problem.message)).toEqual([
      'Pregunta «Capital de Perú Otra pregunta»: el hueco 2 debe tener una sola respuesta correcta de una palabra (Aula no admite otros huecos); ¿falta una línea en blanco entre preguntas? Deje una línea en blanco entre cada pregunta',
    ]);
  });

  it('says which tags a malformed Moodle XML file leaves open, in words', () => {
    const message = (text: string) => moodleXml.read(text).problems[0]!.message;
    expect(message('<quiz><question type="truefalse"><name><text>c</text></name>')).toBe(
      'El archivo XML está mal formado en la línea 1: faltan las etiquetas de cierre de «question» y «quiz»',
    );
    expect(message('<quiz>\n<question><name><text>c</text></name></question>')).toBe(
      'El archivo XML está mal formado en la línea 1: falta la etiqueta de cierre de «quiz»',
    );
    expect(message('<quiz>< a/></quiz>')).toBe(
      'El archivo XML está mal formado en la línea 1: hay un espacio después de «<», donde debe empezar el nombre de la etiqueta',
    );
    expect(message('<quiz><a><b><c><d>')).toBe(
      'El archivo XML está mal formado en la línea 1: faltan 5 etiquetas de cierre, empezando por las de «d», «c» y «b»',
    );
    for (const text of ['<quiz><a><b><c>', '<quiz><1a/></quiz>', '<quiz><a></b></quiz>']) expect(message(text)).not.toMatch(/[[\]"]/);
  });
});
