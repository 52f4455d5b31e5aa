/** Texts are sent in NFC, trimmed, and with inner whitespace collapsed to single spaces. */
export const normalizeText = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ');
