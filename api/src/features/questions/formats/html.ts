import { normalizeMultilineText, normalizeText } from '@aula/common';
import { decodeHTML } from 'entities';

// HTML as imported question text (Moodle XML's html texts, GIFT's [html]): Aula keeps plain text, so tags are removed
// and entities decoded. One pass from left to right, every search continuing where the last one stopped, so a
// hostile text costs time in proportion to its length (no backtracking expression looks at it).

/** Elements whose whole content is not text a reader sees. */
const hiddenElements = new Set(['script', 'style', 'head', 'title', 'template', 'noscript']);
/** Elements that break a line: the words on either side of them stay apart. */
const breakingElements = new Set(
  'br p div li ul ol tr td th table h1 h2 h3 h4 h5 h6 blockquote pre hr section article header footer dd dt dl figure figcaption'.split(' '),
);

const tagName = /<\/?([a-zA-Z][a-zA-Z0-9-]*)/y;

/**
 * The text an HTML fragment shows, as one normalised line (Aula's texts are single-spaced): tags and comments removed,
 * script and style content dropped, entities decoded (`&lt;p&gt;` is the text "<p>"). A `<` that opens no tag
 * ("a < b") is text; a tag left open hides the rest, as in a browser.
 */
export function htmlToText(html: string): string {
  return normalizeText(htmlPieces(html, false).join(''));
}

/** Marks between text pieces in the multiline reading (private use: no text keeps them): a block's edge, a paragraph's. */
const blockEdge = '\uE001';
const paragraphEdge = '\uE002';
const paragraphElements = new Set('p h1 h2 h3 h4 h5 h6 ul ol table blockquote pre hr'.split(' '));

/**
 * The text an HTML fragment shows, keeping its lines (an explanation): `<br>` breaks a line, a list item, div or row
 * starts a new line, and a paragraph (p, heading, list, table) stands apart with a blank line. The source's own line
 * breaks are spaces, as in a browser. Then normalised line by line.
 */
export function htmlToMultilineText(html: string): string {
  // Spaces collapsed first, so the run of marks below never backtracks over a long stretch of spaces.
  const joined = htmlPieces(html, true).join('').replace(/ {2,}/g, ' ');
  const lines = joined.replace(/[\n\uE001\uE002 ]*[\n\uE001\uE002][\n\uE001\uE002 ]*/g, (run) => {
    const breaks = run.split('\n').length - 1;
    return '\n'.repeat(Math.max(breaks, run.includes(paragraphEdge) ? 2 : 1));
  });
  return normalizeMultilineText(lines);
}

function htmlPieces(html: string, multiline: boolean): string[] {
  const lower = html.toLowerCase();
  const pieces: string[] = [];
  let at = 0;
  let textStart = 0;
  const keepText = (end: number) => {
    if (end <= textStart) return;
    const text = decodeHTML(html.slice(textStart, end));
    pieces.push(multiline ? text.replace(/[\s\uE001\uE002]+/g, ' ') : text);
  };
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open < 0) break;
    if (html.startsWith('<!--', open)) {
      keepText(open);
      const close = html.indexOf('-->', open + 4);
      at = textStart = close < 0 ? html.length : close + 3;
      continue;
    }
    tagName.lastIndex = open;
    const name = tagName.exec(html);
    if (!name) {
      at = open + 1;
      continue;
    }
    const end = tagEnd(html, tagName.lastIndex);
    keepText(open);
    const element = name[1]!.toLowerCase();
    const closing = html[open + 1] === '/';
    if (!multiline) {
      if (breakingElements.has(element)) pieces.push(' ');
    } else if (element === 'br') pieces.push('\n');
    else if (paragraphElements.has(element)) pieces.push(paragraphEdge);
    else if (breakingElements.has(element)) pieces.push(blockEdge);
    at = textStart = end + 1;
    if (!closing && hiddenElements.has(element) && html[end - 1] !== '/') {
      const close = lower.indexOf(`</${element}`, at);
      const after = close < 0 ? -1 : html.indexOf('>', close);
      at = textStart = after < 0 ? html.length : after + 1;
    }
  }
  keepText(html.length);
  return pieces;
}

/**
 * Where the tag whose attributes start at `from` ends: its `>` outside quoted values. A tag left open runs to the
 * end of the text, as a browser reads it (nothing after it shows).
 */
function tagEnd(html: string, from: number): number {
  let quote = '';
  for (let i = from; i < html.length; i++) {
    const c = html[i]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i;
  }
  return html.length;
}

/** Plain text as HTML that shows it as it is. */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
