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
