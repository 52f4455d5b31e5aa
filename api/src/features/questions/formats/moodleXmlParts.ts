import { normalizeMultilineText, type QuestionType } from '@aula/common';
import type { ExportedQuestion } from './format.js';
import { escapeHtml, htmlToMultilineText, htmlToText } from './html.js';

// What each kind's part of Moodle XML (kinds/<kind>/moodleXml.ts) shares: the parsed elements it reads, the
// pieces of markup it writes, and Moodle's grades. The codec (moodleXml.ts) does what every question has: its name,
// its text, its general feedback (Aula's explanation) and its difficulty tag.

/**
 * An element as the codec parses it: every child element in a list (`question.answer[0]`), attributes as
 * `@_name`, text (CDATA included) as `#text`.
 */
export interface XmlElement {
  '#text'?: string;
  [name: string]: XmlElement[] | string | undefined;
}

/** The child elements called `name` (none: an empty list). */
export const childrenOf = (element: XmlElement | undefined, name: string): XmlElement[] => {
  const children = element?.[name];
  return Array.isArray(children) ? children : [];
};

/** The first child element called `name`. */
export const childOf = (element: XmlElement | undefined, name: string): XmlElement | undefined => childrenOf(element, name)[0];

export const attributeOf = (element: XmlElement | undefined, name: string): string | undefined => {
  const value = element?.[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
};

/** An element's own text, as written (CDATA included). */
export const ownText = (element: XmlElement | undefined): string => element?.['#text'] ?? '';

/** The text of an element's `<text>` child, as written. */
export const rawText = (element: XmlElement | undefined): string => ownText(childOf(element, 'text'));

/**
 * The plain text of an element holding `<text>` in a Moodle format (its `format` attribute): html and Moodle's auto
 * format lose their tags (entities decoded); plain text and markdown are kept as written. Normalised (single spaces).
 */
export function plainText(element: XmlElement | undefined, defaultFormat = 'html'): string {
  const text = rawText(element);
  return formatToText(text, attributeOf(element, 'format') ?? defaultFormat);
}

/** As plainText, keeping the text's lines (an explanation): see htmlToMultilineText. */
export function multilinePlainText(element: XmlElement | undefined): string {
  const text = rawText(element);
  const format = attributeOf(element, 'format') ?? 'html';
  return format === 'plain_text' || format === 'markdown' ? normalizeMultilineText(text) : htmlToMultilineText(text);
}

export function formatToText(text: string, format: string): string {
  return format === 'plain_text' || format === 'markdown' ? text.normalize('NFC').trim().replace(/\s+/g, ' ') : htmlToText(text);
}

/** An answer's `fraction` attribute: Moodle writes percentages ("100", "33.33333", "-50"); missing or unreadable is 0. */
export function fractionOf(answer: XmlElement): number {
  const value = Number(attributeOf(answer, 'fraction') ?? '0');
  return Number.isFinite(value) ? value : 0;
}

/** Moodle's percentages are written to 7 significant decimals of the fraction: 100/3 is 33.33333. */
export const samePercent = (a: number, b: number) => Math.abs(a - b) < 0.001;

/** A percentage as Moodle writes it ("100", "33.33333", "-50"). */
export const formatPercent = (percent: number) => String(Math.round(percent * 1e5) / 1e5 || 0);

/**
 * The grades a Moodle answer may carry (Moodle skips a question whose answers carry others): 100 %, 90 %, 83.33333 %,
 * 80 % … 5 %, 0 and their negatives.
 */
const moodleFractions = [
  1, 0.9, 0.8333333, 0.8, 0.75, 0.7, 0.6666667, 0.6, 0.5, 0.4, 0.3333333, 0.3, 0.25, 0.2, 0.1666667, 0.1428571, 0.125, 0.1111111, 0.1, 0.05, 0,
];

/** The Moodle grade nearest `percent` (as a percentage, sign kept). */
export function moodleGrade(percent: number): number {
  const size = Math.min(1, Math.abs(percent) / 100);
  let best = 0;
  for (const fraction of moodleFractions) if (Math.abs(fraction - size) < Math.abs(best - size)) best = fraction;
  return Math.sign(percent) * best * 100;
}

/** Whether Moodle takes `percent` as an answer's grade as it is. */
export const isMoodleGrade = (percent: number) => samePercent(moodleGrade(percent), percent);

/** A number as Moodle reads it ("3.14", "-2e3"); null for anything else ("*", "", "3,14"). */
export function numberOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** «text» for messages, cut to a readable length. */
export const quoted = (text: string, max = 60) => `«${text.length > max ? `${text.slice(0, max - 1)}…` : text}»`;

// Writing: markup is built as strings, every text escaped here.

/** Characters XML 1.0 cannot hold or Aula refuses anyway (control characters but tab and line ends, lone surrogates, U+FFFE/U+FFFF): dropped. */
const notXml = /(?![\t\n\r])[\p{Cc}\p{Cs}\uFFFE\uFFFF]/gu;

/** Text as XML element content or attribute value. */
export const escapeXml = (text: string) =>
  text.replace(notXml, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const attributesOf = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');

/** `<name attributes>text</name>`, the text escaped. */
export const leaf = (name: string, text: string | number | boolean, attributes: Record<string, string> = {}) =>
  `<${name}${attributesOf(attributes)}>${escapeXml(String(text))}</${name}>`;

/** `<name attributes>` holding other elements (already markup), indented. */
export const node = (name: string, attributes: Record<string, string>, children: readonly string[]) =>
  children.length === 0
    ? `<${name}${attributesOf(attributes)}/>`
    : `<${name}${attributesOf(attributes)}>\n${children.map(indent).join('\n')}\n</${name}>`;

export const indent = (markup: string) => markup.replace(/^/gm, '  ');

/**
 * An element holding a text as Moodle writes texts: `<name format="…"><text>…</text></name>`. Aula's texts are
 * plain, so they are written as plain text unless `html` is given (Moodle then shows that HTML).
 */
export const textElement = (name: string, text: string, extra: readonly string[] = []) =>
  node(name, { format: 'plain_text' }, [leaf('text', text), ...extra]);
/** An HTML text, as Moodle writes it: in CDATA (a `]]>` in it split across two sections). */
export const htmlElement = (name: string, html: string, extra: readonly string[] = []) =>
  node(name, { format: 'html' }, [`<text><![CDATA[${html.replace(notXml, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]></text>`, ...extra]);

/** An answer as Moodle's kinds write it: its grade (a percentage), its text, and any elements of its own. */
export const answerElement = (percent: number, text: string, extra: readonly string[] = [], format = 'plain_text') =>
  node('answer', { fraction: formatPercent(percent), format }, [leaf('text', text), ...extra]);

export { escapeHtml };

// The part of each kind.

/** What a kind's reader may say about a question while it maps it. */
export interface MoodleReadContext {
  /** Something that will behave differently in Aula: the question is still imported, the message says how. */
  warn(message: string): void;
}

/**
 * A kind's reading of a question: its own fields (and, for a cloze, its statement), or why it cannot map. `skip`: the
 * question is valid in Moodle but Aula cannot represent it (a cloze gap of another type): it is left out with a
 * warning and the other questions are imported; without it the question is wrong and blocks the import.
 */
export type MoodleRead = { fields: Record<string, unknown>; statement?: string } | { problem: string; skip?: boolean };

/** A kind's writing of a question: Moodle's type, its own elements, and HTML text when plain text is not enough. */
export interface MoodleWritten {
  qtype: string;
  elements: string[];
  /** The question's name when its statement would give away the key (Moodle's name is the statement's beginning). */
  name?: string;
  /** The question text as HTML (a cloze's gaps, an image), with the `<file>` elements it refers to. */
  questionHtml?: { html: string; files?: string[] };
}

export interface MoodleXmlPart {
  type: QuestionType;
  /** The Moodle question types (the `type` attribute) it reads. */
  qtypes: readonly string[];
  read(question: XmlElement, context: MoodleReadContext): MoodleRead;
  write(question: ExportedQuestion): MoodleWritten;
}
