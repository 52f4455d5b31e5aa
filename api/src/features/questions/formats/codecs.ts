import { badRequest } from '../../../domain/errors.js';
import { aiken } from './aiken.js';
import type { QuestionFormat, QuestionFormatCodec } from './format.js';
import { gift } from './gift.js';
import { moodleXml } from './moodleXml.js';

/** Each format's codec (one line each). */
const codecs: Partial<Record<QuestionFormat, QuestionFormatCodec>> = {
  GIFT: gift,
  AIKEN: aiken,
  MOODLE_XML: moodleXml,
};

export const formatNames: Record<QuestionFormat, string> = { GIFT: 'GIFT', AIKEN: 'Aiken', MOODLE_XML: 'Moodle XML' };

export function codecOf(format: QuestionFormat): QuestionFormatCodec {
  const codec = codecs[format];
  if (!codec) throw badRequest(`El formato ${formatNames[format]} aún no está disponible`);
  return codec;
}
