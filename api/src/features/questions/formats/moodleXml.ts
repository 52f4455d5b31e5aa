import type { Difficulty } from '@aula/common';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { kindOf } from '../kinds/registry.js';
import type { ExportedQuestion, ImportedQuestion, ImportProblem, ParseResult, QuestionFormatCodec } from './format.js';
import { moodleXmlParts, moodleXmlPartsByQtype } from './moodleXmlKinds.js';
import {
  attributeOf,
  childOf,
  childrenOf,
  formatToText,
  htmlElement,
  indent,
  leaf,
  multilinePlainText,
  node,
  ownText,
  plainText,
  quoted,
  rawText,
  textElement,
  type XmlElement,
} from './moodleXmlParts.js';

// Moodle XML (<quiz> holding <question type="…"> elements), read and written. Each kind's own elements are its part's
// (kinds/<kind>/moodleXml.ts, listed in moodleXmlKinds.ts); here is what every question has: its name, its text, its
// general feedback (Aula's explanation), its difficulty (Moodle has none: Aula writes it as the tag
// aula-difficulty-EASY|INTERMEDIATE|HARD and reads it back, MEDIUM too; without one a question is EASY), and a true/false question's
// image, a base64 <file> inside its text.
//
// Safety: a file that declares anything (<!DOCTYPE, <!ENTITY…) is refused before any parser sees it, so no entity
// is ever expanded (billion laughs) and nothing outside the file is ever read (XXE). A malformed file is one problem
// with its line; reading never throws.

const declarationRefused =
  'El archivo XML declara un DOCTYPE o entidades (<!DOCTYPE…>, <!ENTITY…>), que no se admiten por seguridad. Expórtelo de nuevo desde Moodle sin ellos';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  alwaysCreateTextNode: true,
  isArray: (_name, _path, _isLeaf, isAttribute) => !isAttribute,
  // XML's own entities (&lt; &amp;…) and character references (&#233;), decoded once; no declared ones (refused above).
  processEntities: true,
  htmlEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  captureMetaData: true,
});
const metadata = XMLParser.getMetaDataSymbol() as unknown as symbol;

/**
 * Spanish names of Moodle's question types Aula does not have, for the warning that reports them. Such an item is
 * left out and the other questions are imported (a Moodle bank export usually holds description items).
 */
const unsupportedTypes: Record<string, string> = {
  description: 'descripción, un texto sin pregunta',
  gapselect: 'seleccionar palabras faltantes',
  ddwtos: 'arrastrar y soltar sobre texto',
  ddimageortext: 'arrastrar y soltar sobre una imagen',
  ddmarker: 'arrastrar y soltar marcadores',
  calculated: 'calculada',
  calculatedsimple: 'calculada simple',
  calculatedmulti: 'opción múltiple calculada',
  randomsamatch: 'emparejamiento aleatorio de respuestas cortas',
  random: 'aleatoria',
};

const difficultyTag = /^aula-difficulty-(easy|intermediate|medium|hard)$/i;

export const moodleXml: QuestionFormatCodec = {
  read: readMoodleXml,
  write: writeMoodleXml,
};

function readMoodleXml(file: string): ParseResult {
  const text = file.charCodeAt(0) === 0xfeff ? file.slice(1) : file;
  const lineOf = lineFinder(text);
  const refused = (line: number | null, message: string): ParseResult => ({ questions: [], problems: [{ line, message, warning: false }] });

  const declaration = firstDeclaration(text);
  if (declaration >= 0) return refused(lineOf(declaration), declarationRefused);
  const validation = XMLValidator.validate(text);
  if (validation !== true)
    return refused(validation.err.line, `El archivo XML está mal formado en la línea ${validation.err.line}: ${malformed(validation.err.msg)}`);
  let parsed: XmlElement;
  try {
    parsed = parser.parse(text) as XmlElement;
  } catch {
    return refused(null, 'El archivo XML no se puede leer: revise que sea un archivo exportado de Moodle');
  }
  const quiz = childOf(parsed, 'quiz');
  if (!quiz) return refused(null, 'El archivo no es un XML de preguntas de Moodle: le falta el elemento <quiz>');

  const questions: ImportedQuestion[] = [];
  const problems: ImportProblem[] = [];
  for (const question of childrenOf(quiz, 'question')) {
    const start = (question as unknown as Record<symbol, { startIndex?: number } | undefined>)[metadata]?.startIndex;
    const line = start === undefined ? 1 : lineOf(start);
    const read = readQuestion(question, line);
    problems.push(...read.problems);
    if (read.question) questions.push(read.question);
  }
  if (questions.length === 0 && !problems.some((problem) => !problem.warning)) {
    problems.push({ line: null, message: 'El archivo no contiene ninguna pregunta que Aula pueda importar', warning: false });
  }
  return { questions, problems };
}

function readQuestion(question: XmlElement, line: number): { question?: ImportedQuestion; problems: ImportProblem[] } {
  const qtype = attributeOf(question, 'type') ?? '';
  if (qtype === 'category') {
    const category = rawText(childOf(question, 'category')).trim();
    const message = `Categoría ${quoted(category, 120)}: Aula aún no tiene categorías; las preguntas que siguen se importan sin ella`;
    return { problems: [{ line, message, warning: true }] };
  }
  const name = formatToText(rawText(childOf(question, 'name')), 'plain_text');
  const about = name ? `Pregunta ${quoted(name)}` : `Pregunta de la línea ${line}`;
  const problem = (message: string, warning: boolean) => ({ line, message: `${about}: ${message}`, warning });
  const part = moodleXmlPartsByQtype.get(qtype);
  if (!part) {
    const known = unsupportedTypes[qtype];
    const type = `${quoted(qtype)}${known ? `, ${known},` : ''}`;
    return { problems: [problem(`Aula no tiene el tipo de pregunta de Moodle ${type} así que no se importa; las demás sí`, true)] };
  }
  const warnings: ImportProblem[] = [];
  const read = part.read(question, { warn: (message) => warnings.push(problem(message, true)) });
  if ('problem' in read) {
    return {
      problems: [read.skip ? problem(`${read.problem}; no se importa; las demás sí`, true) : problem(`${read.problem}; no se importa`, false)],
    };
  }

  const questionText = childOf(question, 'questiontext');
  const images = imagesOf(question, questionText);
  let image: ImportedQuestion['image'];
  if (images.length > 0 && kindOf(part.type).image) {
    image = images[0];
    if (images.length > 1) warnings.push(problem(`tiene ${images.length} imágenes; Aula muestra una, y se importa la primera`, true));
  } else if (images.length > 0) {
    warnings.push(problem('sus imágenes no se importan: en Aula solo las preguntas de verdadero o falso llevan imagen', true));
  }

  const explanation = multilinePlainText(childOf(question, 'generalfeedback'));
  const imported: ImportedQuestion = {
    line,
    ...(name ? { name } : {}),
    body: { type: part.type, statement: read.statement ?? plainText(questionText), difficulty: difficultyOf(question), ...read.fields },
    ...(explanation ? { explanation } : {}),
    ...(image ? { image } : {}),
  };
  return { question: imported, problems: warnings };
}

/**
 * The images of a question's text: base64 <file> elements inside it, or (files from Moodle 1.9) the question's
 * <image> name and <image_base64> bytes.
 */
function imagesOf(question: XmlElement, questionText: XmlElement | undefined): NonNullable<ImportedQuestion['image']>[] {
  const bytesOf = (element: XmlElement | undefined) => Buffer.from(ownText(element).replace(/\s+/g, ''), 'base64');
  const files = childrenOf(questionText, 'file').filter((file) => attributeOf(file, 'encoding') === 'base64' && ownText(file).trim());
  const images = files.map((file) => ({ bytes: bytesOf(file), fileName: attributeOf(file, 'name') ?? 'imagen' }));
  const legacy = childOf(question, 'image_base64');
  if (images.length === 0 && ownText(legacy).trim()) {
    images.push({ bytes: bytesOf(legacy), fileName: ownText(childOf(question, 'image')).trim().split('/').pop() || 'imagen' });
  }
  return images;
}

/** The difficulty Aula wrote as a tag; EASY without one. */
function difficultyOf(question: XmlElement): Difficulty {
  for (const tag of childrenOf(childOf(question, 'tags'), 'tag')) {
    const match = difficultyTag.exec(rawText(tag).trim())?.[1]?.toUpperCase();
    if (match) return match === 'MEDIUM' ? 'INTERMEDIATE' : (match as Difficulty);
  }
  return 'EASY';
}

/**
 * Where the file declares something (`<!` that opens neither a comment nor CDATA: <!DOCTYPE, <!ENTITY…), or -1.
 * Comments and CDATA are skipped whole, so a question about HTML may quote "<!DOCTYPE html>" in its text.
 */
function firstDeclaration(text: string): number {
  for (let at = text.indexOf('<!'); at >= 0;) {
    const close = text.startsWith('<!--', at) ? text.indexOf('-->', at + 4) : text.startsWith('<![CDATA[', at) ? text.indexOf(']]>', at + 9) : -2;
    if (close === -2) return at;
    if (close < 0) return -1; // Unclosed: the validator reports the file as malformed.
    at = text.indexOf('<!', close + 3);
  }
  return -1;
}

/** The 1-based line of a character offset (binary search over the line starts). */
function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

/** The validator's English message, said in Spanish (element names kept). */
/** «a», «a» y «b», «a», «b» y «c»: names listed in Spanish. */
const listed = (names: string[]) => {
  const quoted = names.map((name) => `«${name.length > 40 ? `${name.slice(0, 39)}…` : name}»`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} y ${quoted.at(-1)}` : (quoted[0] ?? '');
};

/** The tags fast-xml-parser lists as still open at the end ("Invalid '[ "quiz", "question" ]' found."), innermost first. */
function unclosedTags(message: string): string[] | null {
  const list = /^Invalid '(\[[\s\S]*\])' found/.exec(message)?.[1];
  if (!list) return null;
  try {
    const names: unknown = JSON.parse(list);
    return Array.isArray(names) && names.every((name) => typeof name === 'string') ? [...names].reverse() : null;
  } catch {
    return null;
  }
}

function malformed(message: string): string {
  const unclosed = unclosedTags(message);
  if (unclosed?.length === 1) return `falta la etiqueta de cierre de ${listed(unclosed)}`;
  if (unclosed && unclosed.length > 3) return `faltan ${unclosed.length} etiquetas de cierre, empezando por las de ${listed(unclosed.slice(0, 3))}`;
  if (unclosed?.length) return `faltan las etiquetas de cierre de ${listed(unclosed)}`;
  if (message.startsWith('Invalid space after')) return 'hay un espacio después de «<», donde debe empezar el nombre de la etiqueta';
  if (/^Tag '.*' is an invalid name/.test(message)) return `el nombre de etiqueta «${/^Tag '(.*)' is/.exec(message)![1]}» no es válido`;
  const [first, second] = [...message.matchAll(/'([^']*)'/g)].map((match) => (match[1]!.length > 40 ? `${match[1]!.slice(0, 39)}…` : match[1]));
  if (message.startsWith('Unclosed tag')) return `falta la etiqueta de cierre de «${first}»`;
  if (message.startsWith('Expected closing tag')) return `se esperaba el cierre </${first}> y se encontró </${second}>`;
  if (message.includes('has not been opened')) return `se cierra </${first}>, que no estaba abierta`;
  if (message.startsWith('Closing tag')) return `el cierre </${first}> no es válido`;
  if (message.startsWith('Multiple possible root nodes')) return 'hay más de un elemento raíz';
  if (message.startsWith('Start tag expected')) return 'no empieza por un elemento XML';
  if (message.startsWith('Extra text at the end')) return 'hay texto después del último elemento';
  if (message.startsWith("char '&'")) return 'hay un «&» que no forma parte de una entidad (escríbalo como &amp;)';
  if (message.startsWith('char')) return `hay un carácter inesperado («${first}»)`;
  if (message.includes('ttribute')) return `un atributo no es válido${first ? ` («${first}»)` : ''}`;
  // Whatever else: never the parser's own text (it may hold code, as the list of open tags above).
  if (message.startsWith('Invalid') || message.includes('invalid'))
    return `una etiqueta no es válida${first && /^[\w.:-]+$/.test(first) ? ` («${first}»)` : ''}`;
  return 'el XML no es válido';
}

// Writing.

function writeMoodleXml(questions: readonly ExportedQuestion[]): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>'];
  for (const question of questions) {
    lines.push(`<!-- question: ${String(question.id).replace(/-{2,}/g, '-').replace(/-$/, '')} -->`, indent(questionElement(question)), '');
  }
  lines.push('</quiz>', '');
  return lines.join('\n');
}

function questionElement(question: ExportedQuestion): string {
  const written = moodleXmlParts[question.type].write(question);
  const questionText = written.questionHtml
    ? htmlElement('questiontext', written.questionHtml.html, written.questionHtml.files)
    : textElement('questiontext', question.statement);
  return node('question', { type: written.qtype }, [
    node('name', {}, [leaf('text', nameOf(written.name ?? question.statement))]),
    questionText,
    textElement('generalfeedback', question.explanation ?? ''),
    leaf('defaultgrade', 1),
    leaf('penalty', 0.3333333),
    leaf('hidden', 0),
    ...written.elements,
    node('tags', {}, [node('tag', {}, [leaf('text', `aula-difficulty-${question.difficulty}`)])]),
  ]);
}

/** Aula's questions have no name: Moodle's is the beginning of the statement. */
const nameOf = (statement: string) => (statement.length > 80 ? `${statement.slice(0, 79)}…` : statement);
