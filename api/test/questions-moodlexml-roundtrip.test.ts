import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { ExportedQuestion } from '../src/features/questions/formats/format.js';
import { htmlToText } from '../src/features/questions/formats/html.js';
import { moodleXml } from '../src/features/questions/formats/moodleXml.js';
import { creatable, pixelGif, timed } from './moodleXmlFixture.js';

// Issue 29: Moodle XML written from each kind and read back to the same question (kind, statement, key, explanation,
// difficulty), and the HTML-to-text step imported texts go through.

describe('HTML as plain text', () => {
  it('removes tags, comments, scripts and styles, decodes entities and keeps a "<" that opens no tag', () => {
    expect(htmlToText('<p>Uno<br/>dos</p><div>tres&nbsp;&aacute;&#233;&#x41;</div>')).toBe('Uno dos tres áéA');
    expect(htmlToText('<!-- nota --><script>alert(1)</script><style>p{}</style><b>x</b> &lt;p&gt; es texto')).toBe('x <p> es texto');
    expect(htmlToText('si a < b y <img alt="c > d" src="x.png"> fin')).toBe('si a < b y fin');
    expect(htmlToText('texto <a href="x"')).toBe('texto');
  });

  it('takes time in proportion to the text on hostile input', () => {
    for (const hostile of [
      '<a "\'<a "\''.repeat(100_000),
      '<a '.repeat(200_000),
      '<!--'.repeat(200_000),
      '<script>'.repeat(200_000),
      '&amp'.repeat(200_000),
    ]) {
      const { ms } = timed(() => htmlToText(hostile));
      expect(ms).toBeLessThan(500);
    }
  });
});

describe('Moodle XML: writing every kind and reading it back', () => {
  const tricky = 'con <etiquetas>, & y "comillas" ]]> sin CDATA';
  const bank: ExportedQuestion[] = [
    {
      id: 'q1',
      type: 'TRUE_OR_FALSE',
      statement: `El agua hierve a 100 grados ${tricky}`,
      difficulty: 'EASY',
      explanation: 'A nivel del mar.',
      correctAnswer: true,
    },
    { id: 'q2', type: 'TRUE_OR_FALSE', statement: 'La Luna es una estrella', difficulty: 'HARD', explanation: null, correctAnswer: false },
    {
      id: 'q3',
      type: 'FILL_BLANKS',
      statement: 'El perro ladra y el gato maúlla',
      difficulty: 'INTERMEDIATE',
      explanation: 'Sonidos de animales.',
      correctWords: ['ladra', 'maúlla'],
    },
    {
      id: 'q4',
      type: 'MATCH_COLUMNS',
      statement: 'Relacione los autores con sus obras',
      difficulty: 'INTERMEDIATE',
      leftColumn: ['Cervantes', 'Lorca'],
      rightColumn: ['El Quijote', 'Yerma & <Bodas de sangre>'],
    },
    {
      id: 'q5',
      type: 'MULTIPLE_ANSWER',
      statement: 'Elija los continentes',
      difficulty: 'HARD',
      options: ['Europa', 'Madrid', 'Asia'],
      correctOptionsIndex: [0, 2],
    },
    { id: 'q6', type: 'MULTIPLE_ANSWER', statement: '¿Cuánto es 2 + 2?', difficulty: 'EASY', options: ['3', '4', '5'], correctOptionsIndex: [1] },
    {
      id: 'q7',
      type: 'MULTIPLE_ANSWER',
      statement: 'Elija los colores primarios',
      difficulty: 'EASY',
      options: ['Rojo', 'Azul', 'Amarillo', 'Verde'],
      correctOptionsIndex: [0, 1, 2],
    },
    {
      id: 'q8',
      type: 'SHORT_ANSWER',
      statement: '¿Quién pintó Las Meninas?',
      difficulty: 'INTERMEDIATE',
      explanation: 'En 1656.',
      acceptedAnswers: ['Velázquez', 'Diego*Velázquez'],
    },
    {
      id: 'q9',
      type: 'SHORT_ANSWER',
      statement: 'Explique la fotosíntesis',
      difficulty: 'HARD',
      explanation: 'Luz, agua y CO2.',
      acceptedAnswers: [],
    },
    {
      id: 'q10',
      type: 'NUMERICAL',
      statement: '¿Cuánto vale pi?',
      difficulty: 'INTERMEDIATE',
      explanation: 'Aproximadamente 3,1416.',
      answers: [
        { value: 3.1416, tolerance: 0.0001, credit: 100 },
        { value: 3.14, tolerance: 0.01, credit: 37 },
      ],
    },
    {
      id: 'q11',
      type: 'ORDERING',
      statement: 'Ordene de menor a mayor',
      difficulty: 'EASY',
      explanation: 'Por tamaño.',
      items: ['uno', 'dos', 'tres & cuatro'],
    },
  ];
  /** What a question must be after the round trip: its kind, statement, key, explanation and difficulty. */
  const keyOf = ({ id: _id, explanation, ...question }: ExportedQuestion) => ({ body: question, explanation: explanation ?? undefined });

  it('writes a well-formed UTF-8 quiz that reads back to the same questions, without a problem', () => {
    const xml = moodleXml.write(bank);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n')).toBe(true);
    expect(XMLValidator.validate(xml)).toBe(true);
    const result = moodleXml.read(xml);
    expect(result.problems).toEqual([]);
    expect(result.questions.map(creatable).map((question) => ({ body: question.body, explanation: question.explanation }))).toEqual(bank.map(keyOf));
  });

  it('writes Moodle types and grades that Moodle takes, and Aula difficulty as a tag', () => {
    const xml = moodleXml.write(bank);
    const types = [...xml.matchAll(/<question type="([a-z]+)">/g)].map((match) => match[1]);
    expect(types).toEqual([
      'truefalse',
      'truefalse',
      'cloze',
      'matching',
      'multichoice',
      'multichoice',
      'multichoice',
      'shortanswer',
      'essay',
      'numerical',
      'ordering',
    ]);
    expect(xml).toContain('{1:SHORTANSWER:=ladra}');
    // A cloze's name shows its blanks, not the words that fill them.
    expect(xml).toContain('<text>El perro ____ y el gato ____</text>');
    // Two right options of three: Aula's rule as Moodle percentages (+50 each right, −50 each wrong).
    expect(xml).toContain('<answer fraction="50" format="plain_text">\n      <text>Europa</text>');
    expect(xml).toContain('<answer fraction="-50" format="plain_text">\n      <text>Madrid</text>');
    expect(xml).toContain('<answer fraction="33.33333" format="plain_text">\n      <text>Rojo</text>');
    // A credit Moodle cannot take is written as its nearest grade, and exactly for Aula.
    expect(xml).toContain(
      '<answer fraction="40" format="moodle_auto_format">\n      <text>3.14</text>\n      <tolerance>0.01</tolerance>\n      <aulacredit>37</aulacredit>',
    );
    expect(xml).toContain('<text>aula-difficulty-HARD</text>');
    expect(xml).toContain('Yerma &amp; &lt;Bodas de sangre&gt;');
  });

  it('embeds a true/false image as Moodle does (base64 file in the text) and reads it back', () => {
    const bytes = pixelGif();
    const xml = moodleXml.write([
      {
        id: 'q1',
        type: 'TRUE_OR_FALSE',
        statement: 'Esta imagen es un GIF',
        difficulty: 'EASY',
        correctAnswer: true,
        imageFile: { bytes, fileName: 'pixel.gif' },
      },
    ]);
    expect(xml).toContain('<img src="@@PLUGINFILE@@/pixel.gif"');
    const [question] = moodleXml.read(xml).questions;
    expect(question!.body.statement).toBe('Esta imagen es un GIF');
    expect(question!.image).toEqual({ bytes, fileName: 'pixel.gif' });
  });
});
