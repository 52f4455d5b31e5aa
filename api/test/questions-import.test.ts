import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleQuestions, signUp, type TestUser } from './helpers.js';
import { api, errors, preview, startImportApi, warnings } from './importFixture.js';

// Issue 29: reading GIFT and Aiken files (every construct, malformed files) and the Aiken export, over REST.

let teacher: TestUser;

beforeAll(async () => {
  await startImportApi();
  teacher = await signUp(api, { firstName: 'Gift', lastName: 'Importadora' });
});
afterAll(() => api.close());

describe('GIFT constructs', () => {
  it('reads true/false with feedback (reported as not imported), names, comments and the general feedback as explanation', async () => {
    const body = await preview(
      teacher,
      [
        '// A comment line',
        '::Capital::La capital de Francia es París.{TRUE#¡Bien!#No, sí lo es. ####París es la capital desde el siglo X.}',
        '',
        'El sol gira alrededor de la Tierra.{F}',
      ].join('\n'),
    );
    expect(errors(body)).toEqual([]);
    expect(body.questions).toMatchObject([
      {
        type: 'TRUE_OR_FALSE',
        statement: 'La capital de Francia es París.',
        correctAnswer: true,
        difficulty: 'EASY',
        explanation: 'París es la capital desde el siglo X.',
        view: 'AUTHOR',
      },
      { type: 'TRUE_OR_FALSE', statement: 'El sol gira alrededor de la Tierra.', correctAnswer: false, explanation: null },
    ]);
    expect(warnings(body)).toEqual([
      { line: 2, message: 'Pregunta «Capital»: la retroalimentación de cada respuesta no se importa (Aula no la tiene)', warning: true },
    ]);
    expect(body.imported).toBe(0);
  });

  it('reads multiple choice: one right option, and weighted multiple answers (fair weights without a warning)', async () => {
    const body = await preview(
      teacher,
      [
        '¿Quién está enterrado en la tumba de Grant?{=Grant ~Nadie #Casi ~Napoleón}',
        '',
        '¿Qué dos personas están enterradas allí?{~%50%Grant ~%50%Su esposa ~%-50%Napoleón ~%-50%Nadie}',
      ].join('\n'),
    );
    expect(body.questions).toMatchObject([
      { type: 'MULTIPLE_ANSWER', options: ['Grant', 'Nadie', 'Napoleón'], correctOptionsIndex: [0] },
      { type: 'MULTIPLE_ANSWER', options: ['Grant', 'Su esposa', 'Napoleón', 'Nadie'], correctOptionsIndex: [0, 1] },
    ]);
    // Only the answer feedback is reported: both sets of weights grade as Aula does.
    expect(body.problems.map((problem) => problem.message)).toEqual([
      'Pregunta «¿Quién está enterrado en la tumba de Grant?»: la retroalimentación de cada respuesta no se importa (Aula no la tiene)',
    ]);
  });

  it('warns how the grade differs when weights cannot be expressed (negative and uneven ones)', async () => {
    const body = await preview(teacher, '::Pesos::Elija las verdaderas.{~%70%Una ~%30%Otra ~%-100%Falsa ~Neutra}');
    expect(body.questions[0]).toMatchObject({ type: 'MULTIPLE_ANSWER', correctOptionsIndex: [0, 1] });
    expect(body.problems).toEqual([
      {
        line: 1,
        message:
          'Pregunta «Pesos»: sus pesos (%n%) no se pueden expresar en Aula: la nota será max(0, (correctas elegidas − incorrectas elegidas) / 2 correctas), no la suma de los pesos elegidos',
        warning: true,
      },
    ]);
  });

  it('reads short answers (partial credit reported), essays and matching', async () => {
    const body = await preview(
      teacher,
      [
        '¿Quién está enterrado en la tumba de Grant?{=Grant =Ulysses Grant =%50%Ulises}',
        '',
        '::Ensayo::Escriba sobre la Revolución francesa.{}',
        '',
        'Relacione cada país con su capital.{=Perú -> Lima =Chile -> Santiago =México -> Ciudad de México}',
      ].join('\n'),
    );
    expect(errors(body)).toEqual([]);
    expect(body.questions).toMatchObject([
      { type: 'SHORT_ANSWER', acceptedAnswers: ['Grant', 'Ulysses Grant', 'Ulises'] },
      { type: 'SHORT_ANSWER', statement: 'Escriba sobre la Revolución francesa.', acceptedAnswers: [] },
      { type: 'MATCH_COLUMNS', leftColumn: ['Perú', 'Chile', 'México'], rightColumn: ['Lima', 'Santiago', 'Ciudad de México'] },
    ]);
    // An arrow in a choice's option is text: only a block of `=a -> b` answers is a matching.
    const arrows = await preview(teacher, '¿Qué flecha implica?{=a -> b ~a <- b}');
    expect(arrows.questions).toMatchObject([{ type: 'MULTIPLE_ANSWER', options: ['a -> b', 'a <- b'], correctOptionsIndex: [0] }]);
    expect(warnings(body).map((problem) => problem.message)).toEqual([
      'Pregunta «¿Quién está enterrado en la tumba de Grant?»: la respuesta «Ulises» da 50% en Moodle; en Aula contará como correcta (100%)',
    ]);
  });

  it('reads the numerical forms: exact, with tolerance, a range and several answers with partial credit', async () => {
    const body = await preview(
      teacher,
      [
        '¿En qué año nació Grant?{#1822}',
        '',
        '¿Cuánto vale pi con cuatro decimales?{#3.1415:0.0005}',
        '',
        '¿Cuánto vale pi con tres decimales?{#3.141..3.142}',
        '',
        '¿En qué año nació Grant, aproximadamente?{#=1822:0 =%50%1822:2}',
      ].join('\n'),
    );
    expect(errors(body)).toEqual([]);
    expect(body.questions.map((q) => q.answers)).toEqual([
      [{ value: 1822, tolerance: 0, credit: 100 }],
      [{ value: 3.1415, tolerance: 0.0005, credit: 100 }],
      [{ value: 3.1415, tolerance: 0.0005, credit: 100 }],
      [
        { value: 1822, tolerance: 0, credit: 100 },
        { value: 1822, tolerance: 2, credit: 50 },
      ],
    ]);
    expect(body.questions.every((q) => q.type === 'NUMERICAL')).toBe(true);
  });

  it('reads a missing word in mid sentence as fill blanks, and reports a gap it cannot express', async () => {
    const body = await preview(
      teacher,
      ['Moodle cuesta {~mucho =nada ~poco} porque es software libre.', '', '::Dos::El agua hierve a {=cien =100} grados.'].join('\n'),
    );
    expect(body.questions).toMatchObject([
      { type: 'FILL_BLANKS', statement: 'Moodle cuesta nada porque es software libre.', correctWords: ['nada'] },
    ]);
    expect(body.problems).toEqual([
      {
        line: 1,
        message:
          'Pregunta «Moodle cuesta porque es software libre.»: las opciones incorrectas del hueco 1 no se importan: el estudiante escribirá la palabra',
        warning: true,
      },
      {
        line: 3,
        message: 'Pregunta «Dos»: el hueco 1 debe tener una sola respuesta correcta de una palabra (Aula no admite otros huecos)',
        warning: false,
      },
    ]);
  });

  it('reads escapes, formats ([html] tags removed safely, [markdown] kept as text) and keeps $CATEGORY as a note', async () => {
    const body = await preview(
      teacher,
      [
        '$CATEGORY: $course$/Matemáticas',
        '',
        '::Llaves\\: y más::¿Qué escribe \\{a\\} \\= b \\~ c \\# d? {=\\{a\\} \\= b}',
        '',
        '::HTML::[html]<p>¿Es <b>cierto</b> &amp; seguro?</p><script>alert(1)</script>{T}',
        '',
        '[markdown]Un *texto* con formato{F}',
      ].join('\n'),
    );
    expect(errors(body)).toEqual([]);
    expect(body.questions).toMatchObject([
      { type: 'SHORT_ANSWER', statement: '¿Qué escribe {a} = b ~ c # d?', acceptedAnswers: ['{a} = b'] },
      { type: 'TRUE_OR_FALSE', statement: '¿Es cierto & seguro?', correctAnswer: true },
      { type: 'TRUE_OR_FALSE', statement: 'Un *texto* con formato', correctAnswer: false },
    ]);
    expect(body.problems).toEqual([
      { line: 1, message: 'La categoría «$course$/Matemáticas» se conserva solo como nota: Aula aún no tiene categorías', warning: true },
    ]);
  });

  it('takes a BOM, CRLF line ends and an Aula difficulty comment', async () => {
    const body = await preview(teacher, '\uFEFF// [aula:difficulty=HARD]\r\n2 + 2 = 4{T}\r\n\r\n2 + 2 = 5{F}\r\n');
    expect(body.questions).toMatchObject([
      { type: 'TRUE_OR_FALSE', statement: '2 + 2 = 4', difficulty: 'HARD' },
      { type: 'TRUE_OR_FALSE', statement: '2 + 2 = 5', difficulty: 'EASY' },
    ]);
  });
});

describe('malformed files', () => {
  it('reports an unclosed brace, text before the first answer and a bad number with their lines, never a 500', async () => {
    const body = await preview(
      teacher,
      ['Bien formada.{T}', '', '::Abierta::Sin cierre {=a ~b', '', '::Texto::Algo {hola =a ~b}', '', '::Número::Cuánto {#tres}'].join('\n'),
    );
    expect(body.questions).toHaveLength(1);
    expect(body.problems).toEqual([
      { line: 3, message: "Pregunta «Abierta»: falta la llave de cierre '}' del bloque de respuestas", warning: false },
      { line: 5, message: 'Pregunta «Texto»: texto «hola» antes de la primera respuesta (cada una empieza por = o ~)', warning: false },
      { line: 7, message: 'Pregunta «Número»: «tres» no es un número', warning: false },
    ]);
  });

  it("names the question and the kind's own rule when its schema refuses it", async () => {
    const body = await preview(teacher, '::Corta::Sí{=a}\n\n::Sola::Elija.{=única}');
    expect(body.problems).toEqual([{ line: 1, message: 'Pregunta «Corta» (línea 1): Debe colocar al menos 5 caracteres', warning: false }]);
    expect(body.questions).toHaveLength(1);
  });

  it('reports an empty file and a description without answers', async () => {
    expect((await preview(teacher, '   \n// solo un comentario\n')).problems).toEqual([
      { line: null, message: 'El archivo no contiene ninguna pregunta', warning: false },
    ]);
    const body = await preview(teacher, 'Solo texto, sin respuestas.\n\nBien.{TRUE}');
    expect(body.problems).toEqual([
      {
        line: 1,
        message:
          'Pregunta «Solo texto, sin respuestas.»: no tiene bloque de respuestas { } (es una descripción), así que no se importa; las demás sí',
        warning: true,
      },
    ]);
  });
});

describe('Aiken', () => {
  const aiken = [
    '¿Cuál es el planeta más grande?',
    'A. Marte',
    'B) Júpiter',
    'C. Venus',
    'ANSWER: B',
    '',
    '¿Cuál es el océano más grande?',
    'A. Atlántico',
    'B. Pacífico',
    '',
    '¿Cuánto es 2 + 2?',
    'A. 3',
    'B. 4',
    'ANSWER: E',
  ].join('\r\n');

  it('reads one right option per question and reports a missing ANSWER line and an unknown letter', async () => {
    const body = await preview(teacher, aiken, 'AIKEN');
    expect(body.questions).toMatchObject([
      { type: 'MULTIPLE_ANSWER', statement: '¿Cuál es el planeta más grande?', options: ['Marte', 'Júpiter', 'Venus'], correctOptionsIndex: [1] },
    ]);
    expect(body.problems).toEqual([
      { line: 7, message: 'Pregunta «¿Cuál es el océano más grande?»: falta la línea «ANSWER: letra» con la opción correcta', warning: false },
      { line: 14, message: 'Pregunta «¿Cuánto es 2 + 2?»: la respuesta «E» no es la letra de ninguna de sus opciones', warning: false },
    ]);
  });

  it('exports one-right multiple answers and true/false, leaving the rest out and naming them', async () => {
    const owner = await signUp(api, { firstName: 'Aiken', lastName: 'Exporta' });
    const ids: string[] = [];
    for (const type of ['TRUE_OR_FALSE', 'MULTIPLE_ANSWER', 'SHORT_ANSWER'] as const) {
      const body = type === 'MULTIPLE_ANSWER' ? { ...sampleQuestions[type], correctOptionsIndex: [2] } : sampleQuestions[type];
      ids.push((await api.call('POST', 'question/create', { token: owner.token, body })).body.id);
    }
    const reply = await api.call('GET', 'question/export?format=AIKEN', { token: owner.token });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('text/plain');
    expect(reply.headers.get('x-aula-not-exported')).toBe('1');
    const json = await api.call('GET', 'question/export/json?format=AIKEN', { token: owner.token });
    expect(json.body.notExported).toEqual([ids[2]]);
    expect(reply.body).toBe(
      'La Tierra es redonda\nA. Verdadero\nB. Falso\nANSWER: A\n\n¿Cuáles son números primos?\nA. 2\nB. 4\nC. 5\nD. 9\nANSWER: C\n',
    );
  });

  it('reads two options Verdadero/Falso (or True/False, any case) back as true/false, so the round trip keeps it (QA2 N11)', async () => {
    const text = [
      'La Tierra es redonda',
      'A. Verdadero',
      'B. Falso',
      'ANSWER: A',
      '',
      'El Sol es un planeta',
      'A) TRUE',
      'B) false',
      'ANSWER: B',
      '',
      'Elija la falsa',
      'A. Falso',
      'B. Verdadero',
      'ANSWER: A',
      '',
      'Elija una',
      'A. Verdadero',
      'B. Falso y más',
      'ANSWER: A',
    ].join('\n');
    const body = await preview(teacher, text, 'AIKEN');
    expect(body.problems).toEqual([]);
    expect(body.questions).toMatchObject([
      { type: 'TRUE_OR_FALSE', statement: 'La Tierra es redonda', correctAnswer: true },
      { type: 'TRUE_OR_FALSE', statement: 'El Sol es un planeta', correctAnswer: false },
      { type: 'TRUE_OR_FALSE', statement: 'Elija la falsa', correctAnswer: false },
      { type: 'MULTIPLE_ANSWER', statement: 'Elija una', options: ['Verdadero', 'Falso y más'], correctOptionsIndex: [0] },
    ]);
  });
});
