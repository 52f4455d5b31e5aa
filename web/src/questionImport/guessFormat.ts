import type { QuestionFormat } from '../__generated__/useImportQuestionsMutation.graphql';

/** The formats this client knows (Relay's enum without its future value). */
// eslint-disable-next-line relay/no-future-added-value -- removing it from the type is what the rule asks for
export type KnownFormat = Exclude<QuestionFormat, '%future added value'>;

/** The formats in the picker, with their names and the file each export is saved as. */
export const questionFormats: ReadonlyArray<{ value: KnownFormat; label: string; fileName: string; contentType: string }> = [
  { value: 'GIFT', label: 'GIFT', fileName: 'preguntas.gift', contentType: 'text/plain;charset=utf-8' },
  { value: 'AIKEN', label: 'Aiken', fileName: 'preguntas.txt', contentType: 'text/plain;charset=utf-8' },
  { value: 'MOODLE_XML', label: 'Moodle XML', fileName: 'preguntas.xml', contentType: 'application/xml;charset=utf-8' },
];

/** The import limits the server enforces (issue 29), checked here first so a too-large file is not sent. */
export { importTooLargeMessage as tooLargeMessage, maxImportBytes } from '@aula/common';

/**
 * The format a file is most likely written in, from its name and text: .xml (or text starting with an XML
 * declaration or <quiz>) is Moodle XML; 'ANSWER: X' lines are Aiken; .gift, or text with a '{', is GIFT. Null when
 * nothing tells (the picker keeps its value).
 */
export function guessFormat(fileName: string | null, text: string): KnownFormat | null {
  const name = (fileName ?? '').toLowerCase();
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (name.endsWith('.xml') || /^<\?xml|^<quiz[\s>]/i.test(start)) return 'MOODLE_XML';
  if (/^\s*ANSWER\s*:\s*[A-Za-z]\s*$/m.test(text)) return 'AIKEN';
  if (name.endsWith('.gift') || text.includes('{')) return 'GIFT';
  return null;
}
