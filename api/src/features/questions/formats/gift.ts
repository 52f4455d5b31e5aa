import type { Difficulty, QuestionType } from '@aula/common';
import { fillBlanksGift } from '../kinds/fillBlanks/gift.js';
import { matchColumnsGift } from '../kinds/matchColumns/gift.js';
import { multipleAnswerGift } from '../kinds/multipleAnswer/gift.js';
import { numericalGift } from '../kinds/numerical/gift.js';
import { orderingGift } from '../kinds/ordering/gift.js';
import { shortAnswerGift } from '../kinds/shortAnswer/gift.js';
import { trueOrFalseGift } from '../kinds/trueOrFalse/gift.js';
import type { ImportProblem, ImportedQuestion, QuestionFormatCodec } from './format.js';
import type { GiftAnswer, GiftBlock, GiftNumber, GiftPart, GiftQuestion } from './giftSyntax.js';
import { protectQuestionStart } from './giftSyntax.js';
import { htmlToText } from './html.js';
import { questionLabel } from './text.js';

// Moodle's GIFT format, read by hand rather than with gift-pegjs (built on pegjs 0.10, unmaintained since 2017) or a
// peggy grammar: a PEG parser stops at the first syntax error of the file, while an import must report every
// question's problems with their lines and go on. The file is cut into questions
// at blank lines, and each question's text and answer block are taken apart here; each kind's gift.ts maps a block
// to its create body and back.

/** Each kind's part of GIFT: a kind without one is a compile error. */
const parts: Record<QuestionType, GiftPart> = {
  TRUE_OR_FALSE: trueOrFalseGift,
  FILL_BLANKS: fillBlanksGift,
  MATCH_COLUMNS: matchColumnsGift,
  MULTIPLE_ANSWER: multipleAnswerGift,
  SHORT_ANSWER: shortAnswerGift,
  NUMERICAL: numericalGift,
  ORDERING: orderingGift,
};

/** The order blocks are tried in: the most particular forms first. */
const readingOrder: QuestionType[] = ['ORDERING', 'FILL_BLANKS', 'MATCH_COLUMNS', 'TRUE_OR_FALSE', 'NUMERICAL', 'MULTIPLE_ANSWER', 'SHORT_ANSWER'];

const directivePattern = /^\/\/\s*\[aula:([a-z-]+)(?:=([A-Za-z]+))?\]\s*$/;
/** Aula's difficulties as the directive writes them (MEDIUM read as INTERMEDIATE). */
const difficultyNames: Record<string, Difficulty> = { EASY: 'EASY', INTERMEDIATE: 'INTERMEDIATE', MEDIUM: 'INTERMEDIATE', HARD: 'HARD' };

/** Positions of the unescaped occurrences of `token` in raw GIFT text. */
function unescapedIndexes(text: string, token: string, from = 0): number[] {
  const found: number[] = [];
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') {
      i++;
      continue;
    }
    if (text.startsWith(token, i)) found.push(i);
  }
  return found;
}

const firstUnescaped = (text: string, tokens: string[], from = 0) => {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') {
      i++;
      continue;
    }
    if (tokens.some((token) => text.startsWith(token, i))) return i;
  }
  return -1;
};

/** Splits at unescaped `separator` characters (the separator kept at the start of each piece but the first). */
function splitAt(text: string, separators: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') {
      i++;
      continue;
    }
    if (separators.includes(text[i]!)) {
      pieces.push(text.slice(start, i));
      start = i;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** GIFT's escapes undone: \~ \= \# \{ \} \: \\ and \n, and Aula's \> (in `-\>`, an answer's `->` that is no pair). */
const unescape = (text: string) => text.replace(/\\([\\~=#{}:n>])/g, (_, c: string) => (c === 'n' ? '\n' : c));

class GiftError extends Error {}

const numberPattern = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;

function number(text: string): number {
  const trimmed = text.trim();
  if (!numberPattern.test(trimmed)) throw new GiftError(`«${trimmed}» no es un número`);
  return Number(trimmed);
}

/** `value`, `value:tolerance` or `min..max`. */
function numericRange(text: string): { value: number; tolerance: number } {
  const range = text.split('..');
  if (range.length === 2) {
    const [min, max] = [number(range[0]!), number(range[1]!)];
    if (max < min) throw new GiftError(`el intervalo ${min}..${max} está al revés`);
    // Rounded to 12 digits: (3.141 + 3.142) / 2 is 3.1414999999999997 in binary.
    const rounded = (n: number) => Number(n.toPrecision(12));
    return { value: rounded((min + max) / 2), tolerance: rounded((max - min) / 2) };
  }
  const [value, tolerance] = text.split(':');
  return { value: number(value!), tolerance: tolerance === undefined ? 0 : Math.abs(number(tolerance)) };
}

const weightPattern = /^\s*%(-?\d+(?:\.\d+)?)%/;

/** An answer's `%n%`, its text and its `#feedback`. */
function weighted(raw: string, html: boolean) {
  const match = weightPattern.exec(raw);
  const rest = match ? raw.slice(match[0].length) : raw;
  const [text, ...feedback] = splitAt(rest, '#');
  const plain = (piece: string) => plainText(unescape(piece), html).trim();
  return {
    weight: match ? Number(match[1]) : null,
    text: plain(text!),
    feedback: feedback.length ? plain(feedback.join('').slice(1)) || undefined : undefined,
  };
}

/** [html] text as plain text (tags removed by html.ts), keeping the spaces at its ends (around a gap). */
const plainText = (text: string, html: boolean) => {
  if (!html) return text;
  const plain = htmlToText(text);
  return `${/^\s/.test(text) && plain ? ' ' : ''}${plain}${/\s$/.test(text) && plain ? ' ' : ''}`;
};

/** An answer block's contents (without its braces and its general feedback). */
function readBlock(raw: string, html: boolean): GiftBlock {
  const content = raw.trim();
  if (content === '') return { form: 'essay' };
  if (content.startsWith('#')) return { form: 'numerical', answers: readNumbers(content.slice(1)) };
  const trueFalse = /^(T|TRUE|F|FALSE)\s*(#.*)?$/is.exec(content);
  if (trueFalse) {
    const feedback = splitAt(trueFalse[2] ?? '', '#')
      .slice(1)
      .map((piece) => plainText(unescape(piece.slice(1)), html).trim());
    return { form: 'trueFalse', value: trueFalse[1]!.toUpperCase().startsWith('T'), feedback };
  }
  const [before, ...pieces] = splitAt(content, '=~');
  if (before!.trim() !== '') throw new GiftError(`texto «${unescape(before!.trim())}» antes de la primera respuesta (cada una empieza por = o ~)`);
  if (pieces.length === 0) throw new GiftError('el bloque de respuestas no tiene ninguna respuesta (= o ~)');
  // A matching block has only `=left -> right` answers; elsewhere `->` is just text (an option may hold one).
  const matching = pieces.every((piece) => piece[0] === '=' && unescapedIndexes(piece, '->').length > 0);
  const answers = pieces.map((piece): GiftAnswer => {
    const right = piece[0] === '=';
    const body = piece.slice(1);
    const arrow = unescapedIndexes(body, '->')[0];
    if (matching && arrow !== undefined) {
      const { text: left } = weighted(body.slice(0, arrow), html);
      const { text: rightText, feedback } = weighted(body.slice(arrow + 2), html);
      return { right, weight: null, text: `${left} -> ${rightText}`, feedback, match: { left, right: rightText } };
    }
    return { right, ...weighted(body, html) };
  });
  return { form: 'answers', answers };
}

function readNumbers(raw: string): GiftNumber[] {
  const content = raw.trim();
  if (content.startsWith('=') || content.startsWith('~')) {
    return splitAt(content, '=~')
      .slice(1)
      .map((piece) => {
        const { weight, text, feedback } = weighted(piece.slice(1), false);
        const credit = piece[0] === '~' ? 0 : (weight ?? 100);
        return { ...numericRange(text), credit, feedback };
      });
  }
  const [text, ...feedback] = splitAt(content, '#');
  return [{ ...numericRange(unescape(text!)), credit: 100, feedback: feedback.length ? unescape(feedback.join('').slice(1)).trim() : undefined }];
}

/** One question's raw text (its lines joined), taken apart; `explanation` from the `####` of any block. */
function readQuestion(raw: string, line: number, directives: Set<string>) {
  let text = raw;
  let name: string | undefined;
  if (text.startsWith('::')) {
    const end = unescapedIndexes(text, '::', 2)[0];
    if (end === undefined) throw new GiftError('el nombre (::nombre::) no está cerrado');
    name = unescape(text.slice(2, end)).trim() || undefined;
    text = text.slice(end + 2);
  }
  const format = /^\s*\[(html|markdown|plain|moodle)\]/i.exec(text);
  const html = format?.[1]!.toLowerCase() === 'html';
  if (format) text = text.slice(format[0].length);
  const segments: string[] = [];
  const blocks: GiftBlock[] = [];
  let explanation: string | undefined;
  let rest = text;
  for (;;) {
    const open = firstUnescaped(rest, ['{', '}']);
    if (open === -1) break;
    if (rest[open] === '}') throw new GiftError("hay una llave de cierre '}' sin su llave de apertura '{'");
    const close = firstUnescaped(rest, ['{', '}'], open + 1);
    if (close === -1 || rest[close] === '{') throw new GiftError("falta la llave de cierre '}' del bloque de respuestas");
    segments.push(rest.slice(0, open));
    let content = rest.slice(open + 1, close);
    const feedbackAt = unescapedIndexes(content, '####')[0];
    if (feedbackAt !== undefined) {
      explanation ??= plainText(unescape(content.slice(feedbackAt + 4)), html).trim() || undefined;
      content = content.slice(0, feedbackAt);
    }
    blocks.push(readBlock(content, html));
    rest = rest.slice(close + 1);
  }
  segments.push(rest);
  const plainSegments = segments.map((segment) => plainText(unescape(segment), html));
  plainSegments[0] = plainSegments[0]!.trimStart();
  plainSegments[plainSegments.length - 1] = plainSegments.at(-1)!.trimEnd();
  const question: GiftQuestion = {
    line,
    name,
    segments: plainSegments,
    blocks,
    gap: blocks.length > 1 || (blocks.length === 1 && plainSegments[1]!.trim() !== ''),
    directives,
  };
  return { question, explanation };
}

/** The file cut into questions at blank lines, with comments, directives and categories taken out. */
function* chunks(text: string, problems: ImportProblem[]) {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  let current: string[] = [];
  let start = 0;
  let directives = new Set<string>();
  let difficulty: Difficulty | undefined;
  const flush = function* () {
    if (current.length) yield { raw: current.join('\n').trim(), line: start, directives, difficulty };
    current = [];
    directives = new Set();
    difficulty = undefined;
  };
  for (const [i, line] of lines.entries()) {
    const trimmed = line.trim();
    if (trimmed === '') {
      yield* flush();
      continue;
    }
    if (trimmed.startsWith('//')) {
      const directive = directivePattern.exec(trimmed);
      if (directive?.[1] === 'difficulty' && difficultyNames[directive[2]!.toUpperCase()]) difficulty = difficultyNames[directive[2]!.toUpperCase()];
      else if (directive) directives.add(directive[1]!);
      continue;
    }
    if (current.length === 0 && /^\$CATEGORY:/i.test(trimmed)) {
      const category = trimmed.slice('$CATEGORY:'.length).trim();
      problems.push({
        line: i + 1,
        message: `La categoría «${category}» se conserva solo como nota: Aula aún no tiene categorías`,
        warning: true,
      });
      continue;
    }
    if (current.length === 0) start = i + 1;
    current.push(line);
  }
  yield* flush();
}

function read(text: string) {
  const questions: ImportedQuestion[] = [];
  const problems: ImportProblem[] = [];
  for (const chunk of chunks(text, problems)) {
    const nameHint = /^::(.*?)::/s.exec(chunk.raw)?.[1];
    const fallback = questionLabel(nameHint, chunk.raw);
    // A line that starts with a name (::Q2::) inside a question is the next question without its blank line.
    const glued = chunk.raw
      .split('\n')
      .slice(1)
      .findIndex((line) => /^\s*::.*?[^\\]::/.test(line));
    if (glued !== -1) {
      const gluedLine = chunk.line + glued + 1;
      problems.push({
        line: gluedLine,
        message: `Pregunta ${fallback}: la línea ${gluedLine} empieza otra pregunta; ¿falta una línea en blanco entre preguntas? Deje una línea en blanco entre cada pregunta`,
        warning: false,
      });
      continue;
    }
    try {
      const { question, explanation } = readQuestion(chunk.raw, chunk.line, chunk.directives);
      const label = questionLabel(question.name, question.segments.join(' '));
      if (question.blocks.length === 0) {
        problems.push({
          line: chunk.line,
          message: `Pregunta ${label}: no tiene bloque de respuestas { } (es una descripción), así que no se importa; las demás sí`,
          warning: true,
        });
        continue;
      }
      let read;
      for (const type of readingOrder) {
        read = parts[type].read(question);
        if (read) break;
      }
      if (!read) {
        problems.push({
          line: chunk.line,
          message: `Pregunta ${label}: su bloque de respuestas no corresponde a ningún tipo de pregunta de Aula`,
          warning: false,
        });
        continue;
      }
      for (const warning of read.warnings ?? []) problems.push({ line: chunk.line, message: `Pregunta ${label}: ${warning}`, warning: true });
      if (read.error || !read.body) {
        problems.push({ line: chunk.line, message: `Pregunta ${label}: ${read.error ?? 'no se puede importar'}`, warning: false });
        continue;
      }
      const difficulty = chunk.difficulty ?? 'EASY';
      questions.push({ line: chunk.line, name: question.name, body: { ...read.body, difficulty }, explanation });
    } catch (error) {
      if (!(error instanceof GiftError)) throw error;
      problems.push({ line: chunk.line, message: `Pregunta ${fallback}: ${error.message}`, warning: false });
    }
  }
  return { questions, problems };
}

export const gift: QuestionFormatCodec = {
  read,
  write(questions) {
    return questions
      .map((question) => {
        const { text, directives = [], comments = [] } = parts[question.type].write(question, question.explanation ?? '');
        const lines = [...comments.map((comment) => `// ${comment}`), ...directives.map((directive) => `// [aula:${directive}]`)];
        if (question.difficulty !== 'EASY') lines.push(`// [aula:difficulty=${question.difficulty}]`);
        return [...lines, protectQuestionStart(text)].join('\n');
      })
      .map((text) => `${text}\n`)
      .join('\n');
  },
};
