/** SPEC.md section 5: texts are trimmed and inner whitespace collapsed to single spaces before sending. */
export const normalizeText = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ');
