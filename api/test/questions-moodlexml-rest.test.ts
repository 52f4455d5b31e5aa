import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleQuestions, signUp, type TestUser } from './helpers.js';
import { api, errors, importText, preview, startImportApi } from './importFixture.js';

// Issue 29: Moodle XML through the api (POST /question/import, GET /question/export): the bank's round trip into a new
// account, a Moodle file's image stored as its true/false question's image, and unsafe files answered with a problem.

const moodleFile = (name: string) => readFileSync(new URL(`./fixtures/moodle/${name}`, import.meta.url), 'utf8');

let teacher: TestUser;

beforeAll(async () => {
  await startImportApi();
  teacher = await signUp(api, { firstName: 'Moodle', lastName: 'Importadora' });
});
afterAll(() => api.close());

describe('Moodle XML round trip', () => {
  it('exports every kind and imports it into a new account: same kind, statement, key, explanation and difficulty', async () => {
    const owner = await signUp(api, { firstName: 'Ida', lastName: 'Moodle' });
    const bodies = [
      { ...sampleQuestions.TRUE_OR_FALSE, explanation: 'Lo midió Eratóstenes.', difficulty: 'INTERMEDIATE' },
      { ...sampleQuestions.FILL_BLANKS, explanation: 'El sol es la estrella más cercana.' },
      { ...sampleQuestions.MATCH_COLUMNS, difficulty: 'HARD' },
      { ...sampleQuestions.MULTIPLE_ANSWER, explanation: '2 y 5 solo se dividen entre 1 y sí mismos <y> & ]]> nada más' },
      { type: 'MULTIPLE_ANSWER', statement: '¿Cuál es un color primario?', options: ['Rojo', 'Verde', 'Negro'], correctOptionsIndex: [0] },
      sampleQuestions.SHORT_ANSWER,
      { type: 'SHORT_ANSWER', statement: '¿Quién escribió el Quijote?', acceptedAnswers: ['Cervantes', 'Miguel de *'] },
      { ...sampleQuestions.NUMERICAL, difficulty: 'HARD' },
      { type: 'NUMERICAL', statement: '¿Año de la independencia del Perú?', answers: [{ value: 1821 }, { value: 1824, tolerance: 1, credit: 37 }] },
      { ...sampleQuestions.ORDERING, explanation: 'Orden cronológico.' },
    ];
    const originals = [];
    for (const body of bodies) {
      const reply = await api.call('POST', 'question/create', { token: owner.token, body });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      originals.push(reply.body);
    }
    const exported = await api.call('GET', 'question/export/json?format=MOODLE_XML', { token: owner.token });
    expect(exported.status).toBe(200);
    expect(exported.body).toMatchObject({ format: 'MOODLE_XML', fileName: 'preguntas.xml', notExported: [] });
    expect(exported.body.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<quiz>/);

    const newcomer = await signUp(api, { firstName: 'Nueva', lastName: 'Moodle' });
    const imported = await importText(newcomer, exported.body.text, { format: 'MOODLE_XML' });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.problems).toEqual([]);
    expect(imported.body.imported).toBe(bodies.length);
    const comparable = ({ id: _id, profileId: _profileId, assignmentId: _assignmentId, ...rest }: Record<string, unknown>) => rest;
    expect(imported.body.questions.map(comparable)).toEqual(originals.map(comparable));

    // The same file again creates nothing new.
    const again = await importText(newcomer, exported.body.text, { format: 'MOODLE_XML' });
    expect(again.body.questions.map((question) => question.id)).toEqual(imported.body.questions.map((question) => question.id));
  });
});

describe('Moodle XML round trip of an image', () => {
  it("carries a true/false question's image through export and import into another account", async () => {
    const owner = await signUp(api, { firstName: 'Ida', lastName: 'Imagen' });
    expect((await importText(owner, moodleFile('truefalse.xml'), { format: 'MOODLE_XML' })).body.imported).toBe(1);
    const exported = await api.call<string>('GET', 'question/export?format=MOODLE_XML', { token: owner.token });
    expect(exported.body).toContain('<img src="@@PLUGINFILE@@/');

    const newcomer = await signUp(api, { firstName: 'Vuelta', lastName: 'Imagen' });
    const imported = await importText(newcomer, exported.body, { format: 'MOODLE_XML' });
    expect(imported.body.problems).toEqual([]);
    const [question] = imported.body.questions;
    expect(question).toMatchObject({ type: 'TRUE_OR_FALSE', statement: 'La bandera de Japón es azul & verde.', correctAnswer: false });
    const image = await fetch(new URL(question!.imageUrl, api.origin));
    expect(Buffer.from(await image.arrayBuffer()).equals(readFileSync(new URL('./fixtures/pixel.gif', import.meta.url)))).toBe(true);
  });
});

describe('Moodle files through the api', () => {
  it("stores a true/false question's base64 image as its image", async () => {
    const reply = await importText(teacher, moodleFile('truefalse.xml'), { format: 'MOODLE_XML' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.imported).toBe(1);
    const [question] = reply.body.questions;
    expect(question).toMatchObject({
      type: 'TRUE_OR_FALSE',
      statement: 'La bandera de Japón es azul & verde.',
      correctAnswer: false,
      explanation: 'Es blanca con un círculo rojo.',
    });
    expect(question!.imageUrl).toEqual(expect.any(String));
    const image = await fetch(new URL(question!.imageUrl, api.origin));
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(readFileSync(new URL('./fixtures/pixel.gif', import.meta.url)))).toBe(true);
  });

  it('previews a Moodle file: questions as they would be, problems with their lines, nothing created', async () => {
    const body = await preview(teacher, moodleFile('cloze.xml'), 'MOODLE_XML');
    expect(body.imported).toBe(0);
    expect(body.questions.map((question) => [question.type, question.correctWords])).toEqual([['FILL_BLANKS', ['Madrid', 'Tajo']]]);
    // The two cloze questions Aula cannot map are left out with a warning; they block nothing (QA2 N2).
    expect(errors(body)).toEqual([]);
    expect(body.problems.filter((problem) => problem.warning && problem.message.endsWith('las demás sí')).map((problem) => problem.line)).toEqual([
      20, 35,
    ]);
  });

  it("shows a true/false question's image in the preview before anything is stored (QA2 N13)", async () => {
    const body = await preview(teacher, moodleFile('truefalse.xml'), 'MOODLE_XML');
    expect(body.imported).toBe(0);
    const [question] = body.questions;
    expect(question!.imageUrl).toMatch(/^data:image\/gif;base64,/);
    const bytes = Buffer.from(question!.imageUrl.slice(question!.imageUrl.indexOf(',') + 1), 'base64');
    expect(bytes.equals(readFileSync(new URL('./fixtures/pixel.gif', import.meta.url)))).toBe(true);
  });

  it('imports the other questions of a file holding a description item (QA2 N2)', async () => {
    const xml = `<quiz>
  <question type="description"><name><text>Instrucciones</text></name><questiontext format="html"><text>Lea.</text></questiontext></question>
  <question type="truefalse">
    <name><text>Sol</text></name>
    <questiontext format="plain_text"><text>El Sol es una estrella del sistema.</text></questiontext>
    <answer fraction="100"><text>true</text></answer>
    <answer fraction="0"><text>false</text></answer>
  </question>
</quiz>`;
    const reply = await importText(teacher, xml, { format: 'MOODLE_XML' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.imported).toBe(1);
    expect(reply.body.problems).toEqual([
      {
        line: 2,
        warning: true,
        message:
          'Pregunta «Instrucciones»: Aula no tiene el tipo de pregunta de Moodle «description», descripción, un texto sin pregunta, así que no se importa; las demás sí',
      },
    ]);
  });

  it('answers XXE and billion-laughs files with a problem, never a 500 nor a hang', async () => {
    for (const name of ['xxe.xml', 'billion-laughs.xml']) {
      const started = Date.now();
      const reply = await importText(teacher, moodleFile(name), { format: 'MOODLE_XML', dryRun: true });
      expect(reply.status).toBe(200);
      expect(reply.body.questions).toEqual([]);
      expect(errors(reply.body)).toEqual([expect.objectContaining({ line: 2, message: expect.stringContaining('DOCTYPE o entidades') })]);
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });
});
