import { normalizeText } from '@aula/common';
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
  const lower = html.toLowerCase();
  const pieces: string[] = [];
  let at = 0;
  let textStart = 0;
  const keepText = (end: number) => {
    if (end > textStart) pieces.push(decodeHTML(html.slice(textStart, end)));
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
    if (breakingElements.has(element)) pieces.push(' ');
    at = textStart = end + 1;
    if (!closing && hiddenElements.has(element) && html[end - 1] !== '/') {
      const close = lower.indexOf(`</${element}`, at);
      const after = close < 0 ? -1 : html.indexOf('>', close);
      at = textStart = after < 0 ? html.length : after + 1;
    }
  }
  keepText(html.length);
  return normalizeText(pieces.join(''));
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
