/** Whitespace, zero-width, bidi and other format characters, lone combining marks, the Braille blank: nothing to see. */
const invisibleOnly = /^[\s\p{Default_Ignorable_Code_Point}\p{M}\u2800]*$/u;

/**
 * Every text field is trimmed, has inner whitespace collapsed to one space and accents composed (NFC) before its
 * rules run, in the api and in the web's forms alike, and answers are compared the same way. Text with no visible
 * character is empty, so "\u200B" fails a required rule like "" does.
 */
export function normalizeText(value: string): string {
  const text = value.normalize('NFC').trim().replace(/\s+/g, ' ');
  return invisibleOnly.test(text) ? '' : text;
}

/**
 * A text of several lines (an explanation): as normalizeText, but line by line, so its line breaks stay. Each line is
 * trimmed with its inner whitespace collapsed; CRLF becomes \n, and more than one blank line in a row becomes one.
 */
export function normalizeMultilineText(value: string): string {
  const text = value
    .normalize('NFC')
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return invisibleOnly.test(text) ? '' : text;
}
