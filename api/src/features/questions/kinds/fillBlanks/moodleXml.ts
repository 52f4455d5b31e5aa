import { questionLimits as limits } from '@aula/common';
import type { MoodleRead, MoodleReadContext, MoodleXmlPart, XmlElement } from '../../formats/moodleXmlParts.js';
import { attributeOf, childOf, escapeHtml, formatToText, quoted, rawText } from '../../formats/moodleXmlParts.js';
import { blankMarker, blankSegments, splitWords } from '../../fillBlanks.js';

// Moodle has no fill-blanks question as such; its nearest is the embedded-answers question (cloze, qtype
// multianswer), whose text holds its gaps: `{1:SHORTANSWER:=word}`. A fill-blanks question is written as a cloze
// with one such gap per blank, and read back from one: a gap maps when it is a short answer with one right answer
// (=word, or %100%word) that is a single word standing alone in the text. Any other gap (choices, numbers, several
// right answers) makes the question one Aula cannot import: it is left out with a warning that names the gap.

/** Short-answer gaps; the _C ones tell capitals apart, which Aula's blanks do not. */
const shortAnswerGaps = new Set(['SHORTANSWER', 'SA', 'MW', 'SHORTANSWER_C', 'SAC', 'MWC']);
const caseSensitiveGaps = new Set(['SHORTANSWER_C', 'SAC', 'MWC']);

/** Where a gap stood in the question text while the rest is turned into plain text (private use: no text has it). */
const gapMark = '\uE000';

const gapOpening = /\{(\d*):([A-Za-z_]+):/y;

interface Gap {
  type: string;
  answers: { text: string; fraction: number }[];
}

/**
 * The text with each gap replaced by gapMark, and the gaps. Left to right, each search going on from where the last
 * stopped: a gap runs to the first `}` not escaped by `\`.
 */
function cutGaps(text: string): { marked: string; gaps: string[][] } {
  const pieces: string[] = [];
  const gaps: string[][] = [];
  let copied = 0;
  for (let at = text.indexOf('{'); at >= 0; at = text.indexOf('{', at)) {
    gapOpening.lastIndex = at;
    const opening = gapOpening.exec(text);
    if (!opening) {
      at++;
      continue;
    }
    let end = gapOpening.lastIndex;
    while (end < text.length && text[end] !== '}') end += text[end] === '\\' ? 2 : 1;
    if (end >= text.length) break;
    pieces.push(text.slice(copied, at), gapMark);
    gaps.push([opening[2]!.toUpperCase(), text.slice(gapOpening.lastIndex, end)]);
    copied = at = end + 1;
  }
  pieces.push(text.slice(copied));
  return { marked: pieces.join(''), gaps };
}

/** `text` cut at each `separator` not escaped by `\`. */
function splitUnescaped(text: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === separator) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

const unescape = (text: string) => text.replace(/\\(.)/g, '$1');

/** A gap's answers: `=right`, `%50%partial`, `wrong`, each with an optional `#feedback`. */
function answersOf(content: string, format: string): Gap['answers'] {
  return splitUnescaped(content, '~').map((answer) => {
    let fraction = 0;
    let text = answer;
    const weight = /^%(-?\d+(?:\.\d+)?)%/.exec(answer);
    if (answer.startsWith('=')) [fraction, text] = [100, answer.slice(1)];
    else if (weight) [fraction, text] = [Number(weight[1]), answer.slice(weight[0].length)];
    return { fraction, text: formatToText(unescape(splitUnescaped(text, '#')[0]!), format) };
  });
}

/** A word as a cloze answer writes it: Moodle's special characters escaped. */
const clozeWord = (word: string) => word.replace(/[\\}#~/"]/g, '\\$&');

function readCloze(question: XmlElement, { warn }: MoodleReadContext): MoodleRead {
  const questionText = childOf(question, 'questiontext');
  const format = attributeOf(questionText, 'format') ?? 'html';
  const { marked, gaps } = cutGaps(rawText(questionText).replaceAll(gapMark, ''));
  if (gaps.length === 0) return { problem: 'no tiene huecos {1:SHORTANSWER:=palabra} que Aula pueda leer' };
  if (gaps.length > limits.blanks) return { problem: `tiene ${gaps.length} huecos, y Aula admite como máximo ${limits.blanks}` };
  const segments = formatToText(marked, format).split(gapMark);
  if (segments.length !== gaps.length + 1) return { problem: 'algunos huecos están dentro de etiquetas HTML y no se pueden leer' };
  const correctWords: string[] = [];
  for (const [index, [type, content]] of gaps.entries()) {
    const gap = `el hueco ${index + 1}`;
    if (!shortAnswerGaps.has(type!)) {
      return {
        problem: `${gap} es de tipo ${type}, que Aula no admite: solo se importan huecos de respuesta corta (SHORTANSWER) con una palabra correcta`,
      };
    }
    const answers = answersOf(content!, format);
    const right = answers.filter((answer) => answer.fraction >= 100);
    if (right.length !== 1) {
      return {
        problem:
          right.length === 0
            ? `${gap} no tiene ninguna respuesta que valga el 100 %`
            : `${gap} tiene varias respuestas correctas (${right.map((answer) => quoted(answer.text)).join(', ')}); en Aula cada hueco tiene una sola palabra`,
      };
    }
    const word = right[0]!.text;
    const words = splitWords(word);
    if (words.length !== 1 || words[0]!.word !== word)
      return { problem: `la respuesta ${quoted(word)} del hueco ${index + 1} no es una sola palabra` };
    for (const partial of answers.filter((answer) => answer.fraction > 0 && answer.fraction < 100)) {
      warn(`en ${gap}, la respuesta ${quoted(partial.text)} vale ${partial.fraction} % en Moodle; en Aula no cuenta`);
    }
    if (caseSensitiveGaps.has(type!)) warn(`en Moodle ${gap} distingue mayúsculas y minúsculas; en Aula no las distingue`);
    correctWords.push(word);
  }
  // The statement, and where each gap's word stands in it.
  let statement = '';
  const places: number[] = [];
  for (const [index, segment] of segments.entries()) {
    statement += segment;
    if (index < correctWords.length) {
      places.push(statement.length);
      statement += correctWords[index];
    }
  }
  // A blank is a word of its own, and Aula finds it as the next word of the statement equal to it: that must be
  // the gap itself, not an earlier use of the same word.
  const wordEnds = new Map(splitWords(statement).map((word) => [word.start, word.end]));
  const glued = places.findIndex((start, index) => wordEnds.get(start) !== start + correctWords[index]!.length);
  if (glued >= 0) return { problem: `la palabra ${quoted(correctWords[glued]!)} del hueco ${glued + 1} está pegada a otro texto` };
  const found = blankSegments(statement, correctWords) ?? [];
  const earlier = found.findIndex((segment, index) => segment !== segments[index]);
  if (earlier >= 0) {
    return {
      problem: `la palabra ${quoted(correctWords[earlier]!)} del hueco ${earlier + 1} aparece antes en el enunciado, y Aula tomaría esa aparición como hueco`,
    };
  }
  return { statement, fields: { correctWords } };
}

export const fillBlanksMoodleXml: MoodleXmlPart = {
  type: 'FILL_BLANKS',
  qtypes: ['cloze', 'multianswer'],
  // Every cloze Aula cannot map is a valid Moodle question: it is left out with a warning, the others are imported.
  read(question, context) {
    const read = readCloze(question, context);
    return 'problem' in read ? { problem: read.problem, skip: true } : read;
  },
  write(question) {
    const words = (question.correctWords as string[] | undefined) ?? [];
    const segments = blankSegments(question.statement, words) ?? [question.statement];
    const html = segments
      .map((segment, index) => escapeHtml(segment) + (index < words.length ? `{1:SHORTANSWER:=${clozeWord(words[index]!)}}` : ''))
      .join('');
    // Its name shows the blanks, not their words.
    return { qtype: 'cloze', name: segments.join(blankMarker), elements: [], questionHtml: { html } };
  },
};
