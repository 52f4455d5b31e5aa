import type { ExportedQuestion, ImportProblem, ImportedQuestion, QuestionFormatCodec } from './format.js';
import { questionLabel } from './text.js';

// Moodle's Aiken format: a statement, options `A.` or `A)`, and the line `ANSWER: X`. Each question becomes a
// MULTIPLE_ANSWER one with one right option, but for two options that are exactly Verdadero and Falso (or True and
// False, any case): that is how a true/false question is written in Aiken, and it is read back as TRUE_OR_FALSE.

const trueWords = new Set(['verdadero', 'true']);
const falseWords = new Set(['falso', 'false']);

/** The right answer of options that spell a true/false question, or null. */
function trueOrFalseOf(options: string[], right: number): boolean | null {
  if (options.length !== 2) return null;
  const [first, second] = options.map((option) => option.toLowerCase());
  const pair = (trueWords.has(first!) && falseWords.has(second!)) || (falseWords.has(first!) && trueWords.has(second!));
  return pair ? trueWords.has(options[right]!.toLowerCase()) : null;
}

const optionPattern = /^([A-Z])[.)]\s+(.*)$/;
const answerPattern = /^ANSWER\s*:\s*(\S*)\s*$/i;

interface Pending {
  line: number;
  statement: string[];
  options: Array<{ letter: string; text: string }>;
}

function read(text: string) {
  const questions: ImportedQuestion[] = [];
  const problems: ImportProblem[] = [];
  let pending: Pending | undefined;
  const label = (question: Pending) => questionLabel(undefined, question.statement.join(' '));
  const unfinished = (question: Pending) =>
    problems.push({
      line: question.line,
      message: `Pregunta ${label(question)}: falta la línea «ANSWER: letra» con la opción correcta`,
      warning: false,
    });

  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    const number = i + 1;
    if (line === '') continue;
    const answer = answerPattern.exec(line);
    if (answer) {
      if (!pending) {
        problems.push({ line: number, message: `Línea ${number}: «ANSWER:» sin pregunta delante`, warning: false });
        continue;
      }
      const letter = answer[1]!.toUpperCase();
      const right = pending.options.findIndex((option) => option.letter === letter);
      if (pending.options.length < 2) {
        problems.push({ line: pending.line, message: `Pregunta ${label(pending)}: necesita al menos dos opciones (A., B., …)`, warning: false });
      } else if (right === -1) {
        problems.push({
          line: number,
          message: `Pregunta ${label(pending)}: la respuesta «${answer[1]}» no es la letra de ninguna de sus opciones`,
          warning: false,
        });
      } else {
        const statement = pending.statement.join(' ');
        const trueOrFalse = trueOrFalseOf(
          pending.options.map((option) => option.text),
          right,
        );
        questions.push({
          line: pending.line,
          body:
            trueOrFalse === null
              ? {
                  type: 'MULTIPLE_ANSWER',
                  statement,
                  difficulty: 'EASY',
                  options: pending.options.map((option) => option.text),
                  correctOptionsIndex: [right],
                }
              : { type: 'TRUE_OR_FALSE', statement, difficulty: 'EASY', correctAnswer: trueOrFalse },
        });
      }
      pending = undefined;
      continue;
    }
    const option = optionPattern.exec(line);
    if (option && pending && pending.statement.length) {
      const expected = String.fromCharCode(65 + pending.options.length);
      if (option[1] !== expected) {
        problems.push({ line: number, message: `Pregunta ${label(pending)}: la opción «${option[1]}» debería ser «${expected}»`, warning: false });
      }
      pending.options.push({ letter: option[1]!, text: option[2]!.trim() });
      continue;
    }
    // A statement line: after options, it starts the next question (the previous one lacked its ANSWER line).
    if (pending && pending.options.length) {
      unfinished(pending);
      pending = undefined;
    }
    pending ??= { line: number, statement: [], options: [] };
    pending.statement.push(line);
  }
  if (pending) unfinished(pending);
  return { questions, problems };
}

/** Aiken holds only multiple choice with one right option: a true/false question is written as two options. */
function aikenOptions(question: ExportedQuestion): { options: string[]; right: number } | null {
  if (question.type === 'TRUE_OR_FALSE') return { options: ['Verdadero', 'Falso'], right: question.correctAnswer ? 0 : 1 };
  const right = question.correctOptionsIndex as number[] | undefined;
  const options = question.options as string[] | undefined;
  if (question.type !== 'MULTIPLE_ANSWER' || right?.length !== 1 || !options || options.length > 26) return null;
  return { options, right: right[0]! };
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export const aiken: QuestionFormatCodec = {
  read,
  exportable: (question) => aikenOptions(question) !== null,
  write(questions) {
    return questions
      .flatMap((question) => {
        const written = aikenOptions(question);
        if (!written) return [];
        const options = written.options.map((option, i) => `${String.fromCharCode(65 + i)}. ${oneLine(option)}`);
        return [[oneLine(question.statement), ...options, `ANSWER: ${String.fromCharCode(65 + written.right)}`, ''].join('\n')];
      })
      .join('\n');
  },
};
