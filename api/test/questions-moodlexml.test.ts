import { describe, expect, it } from 'vitest';
import { moodleXml } from '../src/features/questions/formats/moodleXml.js';
import { creatable, errors, pixelGif, read, timed, warnings } from './moodleXmlFixture.js';

// Issue 29: reading Moodle XML with the codec on its own (no database): each Moodle question type from files shaped as
// Moodle exports them (fixtures/moodle), and hostile or broken files refused with a problem and a line, quickly.
// Writing and reading back: questions-moodlexml-roundtrip.test.ts.

describe('Moodle XML: reading each question type', () => {
  it('reads a true/false question with its base64 image, HTML text, general feedback and the category note', () => {
    const result = read('truefalse.xml');
    expect(errors(result)).toEqual([]);
    expect(warnings(result)).toEqual([
      {
        line: 4,
        warning: true,
        message: 'Categoría «$course$/top/Geografía»: Aula aún no tiene categorías; las preguntas que siguen se importan sin ella',
      },
    ]);
    expect(result.questions).toHaveLength(1);
    const [question] = result.questions;
    expect(question!.line).toBe(15);
    expect(question!.name).toBe('Bandera (falso)');
    expect(question!.body).toEqual({
      type: 'TRUE_OR_FALSE',
      statement: 'La bandera de Japón es azul & verde.',
      difficulty: 'EASY',
      correctAnswer: false,
    });
    expect(question!.explanation).toBe('Es blanca con un círculo rojo.');
    expect(question!.image!.fileName).toBe('bandera.gif');
    expect(question!.image!.bytes.equals(pixelGif())).toBe(true);
    creatable(question!);
  });

  it('reads the image of a file from Moodle 1.9 (<image> and <image_base64> beside the question text)', () => {
    const result = read('truefalse-moodle19.xml');
    expect(result.problems).toEqual([]);
    expect(creatable(result.questions[0]!).body).toEqual({
      type: 'TRUE_OR_FALSE',
      statement: 'El píxel de la imagen es negro.',
      difficulty: 'EASY',
      correctAnswer: true,
    });
    expect(result.questions[0]!.image).toEqual({ bytes: pixelGif(), fileName: 'pixel.gif' });
  });

  it('reads multichoice questions, and warns, saying how, when the percentages grade differently in Aula', () => {
    const result = read('multichoice.xml');
    expect(errors(result)).toEqual([]);
    const [river, primes, colours, evens] = result.questions.map(creatable);
    expect(river!.body).toMatchObject({
      type: 'MULTIPLE_ANSWER',
      statement: '¿Cuál es el río más largo de España?',
      options: ['Tajo', 'Ebro', 'Guadalquivir'],
      correctOptionsIndex: [0],
    });
    // +50 / −50 with two right options is exactly Aula's rule: no warning for it, nor for the single choice.
    expect(primes!.body).toMatchObject({ options: ['2', '4', '7', '9'], correctOptionsIndex: [0, 2] });
    expect(primes!.explanation).toBe('Un primo solo es divisible por 1 y por sí mismo.');
    expect(colours!.body).toMatchObject({ options: ['Rojo', 'Azul', 'Amarillo', 'Verde'], correctOptionsIndex: [0, 1, 2] });
    expect(evens!.body).toMatchObject({ options: ['2', '4', '5'], correctOptionsIndex: [0, 1] });

    const messages = warnings(result).map((problem) => [problem.line, problem.message]);
    expect(messages).toHaveLength(2);
    expect(messages[0]![0]).toBe(colours!.line);
    expect(messages[0]![1]).toBe(
      'Pregunta «Colores primarios»: se calificará distinto que en Moodle. En Moodle cada opción elegida suma o resta su porcentaje («Verde» vale 0 %); ' +
        'en Aula las 3 opciones con porcentaje positivo son correctas y cada una elegida suma 33,33 % y cada opción incorrecta elegida resta 33,33 %, sin bajar de 0',
    );
    expect(messages[1]![0]).toBe(evens!.line);
    expect(messages[1]![1]).toContain('En Moodle se elige una sola opción');
    expect(messages[1]![1]).toContain('en Aula las 2 opciones con porcentaje positivo son correctas y cada una elegida suma 50 %');
  });

  it('reads a short answer (100 % answers accepted, partial ones reported) and an essay (graded by the teacher)', () => {
    const result = read('shortanswer.xml');
    expect(errors(result)).toEqual([]);
    const [author, essay] = result.questions.map(creatable);
    // moodle_auto_format text is HTML: its tags go, whatever was escaped as entities in the XML.
    expect(author!.body).toEqual({
      type: 'SHORT_ANSWER',
      statement: '¿Quién escribió Don Quijote de la Mancha?',
      difficulty: 'EASY',
      acceptedAnswers: ['Cervantes', 'Miguel de Cervantes*'],
    });
    expect(author!.explanation).toBe('Miguel de Cervantes, en 1605.');
    expect(warnings(result).map((problem) => problem.message)).toEqual([
      'Pregunta «Autor del Quijote»: la respuesta «Miguel» vale 50 % en Moodle; Aula solo acepta respuestas que valen el 100 %, así que no se importa',
      'Pregunta «Autor del Quijote»: en Moodle las respuestas distinguen mayúsculas y minúsculas; en Aula no las distinguen',
    ]);
    expect(essay!.body).toEqual({ type: 'SHORT_ANSWER', statement: 'Describa su ciudad en unas líneas.', difficulty: 'EASY', acceptedAnswers: [] });
  });

  it('reads a matching question, leaving out (and reporting) the extra answer Aula columns cannot hold', () => {
    const result = read('matching.xml');
    expect(errors(result)).toEqual([]);
    expect(creatable(result.questions[0]!).body).toEqual({
      type: 'MATCH_COLUMNS',
      statement: 'Relacione cada país con su capital.',
      difficulty: 'EASY',
      leftColumn: ['Francia', 'Portugal', 'Italia'],
      rightColumn: ['París', 'Lisboa', 'Roma'],
    });
    expect(warnings(result).map((problem) => problem.message)).toEqual([
      'Pregunta «Capitales»: la respuesta de más «Berlín» (sin elemento al que emparejarse) no se importa: en Aula cada elemento de la columna derecha corresponde a uno de la izquierda',
    ]);
  });

  it('reads numerical answers with tolerance and partial credit, and reports units', () => {
    const result = read('numerical.xml');
    expect(errors(result)).toEqual([]);
    const [pi, distance] = result.questions.map(creatable);
    expect(pi!.body).toEqual({
      type: 'NUMERICAL',
      statement: 'Escriba el valor de π con cuatro decimales.',
      difficulty: 'EASY',
      answers: [
        { value: 3.1416, tolerance: 0.0001, credit: 100 },
        { value: 3.14, tolerance: 0.005, credit: 50 },
      ],
    });
    expect(pi!.explanation).toBe('π vale 3,14159…');
    expect(distance!.body).toMatchObject({ answers: [{ value: 1000, tolerance: 0, credit: 100 }] });
    expect(warnings(result)).toEqual([
      {
        line: distance!.line,
        warning: true,
        message:
          'Pregunta «Distancia»: en Moodle la respuesta puede llevar unidades; en Aula se responde solo con el número, en la unidad de las respuestas',
      },
    ]);
  });

  it('reads ordering questions (qtype_ordering) in the order of their places, and reports other gradings and subsets', () => {
    const result = read('ordering.xml');
    expect(errors(result)).toEqual([]);
    const [planets, centuries] = result.questions.map(creatable);
    expect(planets!.body).toEqual({
      type: 'ORDERING',
      statement: 'Ordene los planetas del más cercano al Sol al más lejano.',
      difficulty: 'EASY',
      items: ['Mercurio', 'Venus', 'Tierra', 'Marte'],
    });
    expect(centuries!.body).toMatchObject({ items: ['XVIII', 'XIX', 'XX'] });
    expect(warnings(result).map((problem) => problem.message)).toEqual([
      'Pregunta «Siglos»: en Moodle se califica con «RELATIVE_NEXT_EXCLUDE_LAST»; en Aula la nota es la parte de elementos que quedan en su lugar',
      'Pregunta «Siglos»: en Moodle se muestran 2 de sus 3 elementos; en Aula se muestran todos',
    ]);
  });

  it('reads a cloze of one-word short-answer gaps as fill-blanks, and reports gaps that cannot map', () => {
    const result = read('cloze.xml');
    expect(result.questions).toHaveLength(1);
    expect(creatable(result.questions[0]!).body).toEqual({
      type: 'FILL_BLANKS',
      statement: 'La capital de España es Madrid y el río que pasa por Toledo es el Tajo.',
      difficulty: 'EASY',
      correctWords: ['Madrid', 'Tajo'],
    });
    expect(result.questions[0]!.explanation).toBe('Madrid y el Tajo.');
    expect(warnings(result)[0]!.message).toBe(
      'Pregunta «Ríos y capitales»: en el hueco 2, la respuesta «Ebro» vale 50 % en Moodle; en Aula no cuenta',
    );
    // A cloze Aula cannot map is left out with a warning; it never blocks the other questions (QA2 N2).
    expect(errors(result)).toEqual([]);
    expect(warnings(result).slice(1)).toEqual([
      {
        line: 20,
        warning: true,
        message:
          'Pregunta «Huecos de opción»: el hueco 1 es de tipo MULTICHOICE, que Aula no admite: solo se importan huecos de respuesta corta (SHORTANSWER) con una palabra correcta; no se importa; las demás sí',
      },
      {
        line: 35,
        warning: true,
        message:
          'Pregunta «Palabra repetida»: la palabra «sol» del hueco 1 aparece antes en el enunciado, y Aula tomaría esa aparición como hueco; no se importa; las demás sí',
      },
    ]);
  });
});

describe('Moodle XML: unsafe and broken files', () => {
  const refusal =
    'El archivo XML declara un DOCTYPE o entidades (<!DOCTYPE…>, <!ENTITY…>), que no se admiten por seguridad. Expórtelo de nuevo desde Moodle sin ellos';

  it('refuses an external entity (XXE) without reading anything', () => {
    const { result, ms } = timed(() => read('xxe.xml'));
    expect(result).toEqual({ questions: [], problems: [{ line: 2, message: refusal, warning: false }] });
    expect(ms).toBeLessThan(200);
  });

  it('refuses a billion-laughs file at once, never expanding it', () => {
    const { result, ms } = timed(() => read('billion-laughs.xml'));
    expect(result).toEqual({ questions: [], problems: [{ line: 2, message: refusal, warning: false }] });
    expect(ms).toBeLessThan(200);
  });

  it('does not mistake a DOCTYPE quoted inside CDATA or a comment for a declaration', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<!-- <!DOCTYPE nada> -->
<quiz>
  <question type="essay">
    <name><text>HTML</text></name>
    <questiontext format="plain_text"><text><![CDATA[¿Para qué sirve <!DOCTYPE html> en una página?]]></text></questiontext>
  </question>
</quiz>`;
    const result = moodleXml.read(xml);
    expect(result.problems).toEqual([]);
    expect(result.questions[0]!.body.statement).toBe('¿Para qué sirve <!DOCTYPE html> en una página?');
  });

  it('reports a malformed file with the line where it breaks', () => {
    expect(read('malformed.xml')).toEqual({
      questions: [],
      problems: [
        {
          line: 9,
          warning: false,
          message: 'El archivo XML está mal formado en la línea 9: se esperaba el cierre </text> y se encontró </questiontext>',
        },
      ],
    });
    expect(moodleXml.read('<quiz>\n<question type="essay">\n</quiz>').problems[0]).toMatchObject({ line: 3, warning: false });
    expect(moodleXml.read('Esto no es XML').problems[0]!.message).toMatch(/^El archivo XML está mal formado en la línea 1/);
  });

  it('reports XML that is not a Moodle quiz, and a quiz without questions', () => {
    expect(moodleXml.read('<preguntas/>').problems).toEqual([
      { line: null, warning: false, message: 'El archivo no es un XML de preguntas de Moodle: le falta el elemento <quiz>' },
    ]);
    expect(moodleXml.read('\uFEFF<?xml version="1.0"?>\r\n<quiz>\r\n</quiz>\r\n').problems).toEqual([
      { line: null, warning: false, message: 'El archivo no contiene ninguna pregunta que Aula pueda importar' },
    ]);
  });

  it('answers hostile shapes (deep nesting, endless tags, attributes, gaps) with one short problem, quickly', () => {
    const hostile = [
      `<quiz>${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</quiz>`,
      `<quiz>${'<a>'.repeat(300_000)}`,
      `<quiz a="${'x'.repeat(1_500_000)}`,
      `<quiz>${'<!--'.repeat(400_000)}`,
      `<quiz><question type="cloze"><questiontext><text>${'{1:SA:'.repeat(200_000)}</text></questiontext></question></quiz>`,
      `<quiz><question type="cloze"><questiontext format="plain_text"><text>${'a {1:SA:=b} '.repeat(100_000)}</text></questiontext></question></quiz>`,
    ];
    for (const xml of hostile) {
      const { result, ms } = timed(() => moodleXml.read(xml));
      expect(result.questions).toEqual([]);
      // One problem; a cloze Aula cannot map is a warning, followed by 'no question to import'.
      expect(result.problems.filter((problem) => !problem.warning)).toHaveLength(1);
      expect(result.problems.length).toBeLessThanOrEqual(2);
      for (const problem of result.problems) expect(problem.message.length).toBeLessThan(250);
      expect(ms).toBeLessThan(1500);
    }
  });

  it('decodes character references once, and reads Aula difficulty tags (MEDIUM as INTERMEDIATE)', () => {
    const xml = `<quiz>
  <question type="essay">
    <name><text>Referencias</text></name>
    <questiontext format="plain_text"><text>&#191;Qu&#xE9; es &amp;#65;?</text></questiontext>
    <tags><tag><text>otra</text></tag><tag><text>aula-difficulty-medium</text></tag></tags>
  </question>
</quiz>`;
    expect(moodleXml.read(xml).questions[0]!.body).toEqual({
      type: 'SHORT_ANSWER',
      statement: '¿Qué es &#65;?',
      difficulty: 'INTERMEDIATE',
      acceptedAnswers: [],
    });
  });

  it('reads a large file quickly, with the line of each question', () => {
    const question = (n: number) => `  <question type="truefalse">
    <name><text>P${n}</text></name>
    <questiontext format="html"><text><![CDATA[<p>Afirmación número ${n} &amp; más</p>]]></text></questiontext>
    <answer fraction="100"><text>true</text></answer>
    <answer fraction="0"><text>false</text></answer>
  </question>`;
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${Array.from({ length: 1000 }, (_, n) => question(n)).join('\n')}\n</quiz>\n`;
    const { result, ms } = timed(() => moodleXml.read(xml));
    expect(result.problems).toEqual([]);
    expect(result.questions).toHaveLength(1000);
    expect(result.questions[999]!.line).toBe(3 + 999 * 6);
    expect(ms).toBeLessThan(1500);
  });
});
