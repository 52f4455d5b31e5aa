import { validationMessages } from '@aula/common';
import { z } from 'zod';
import { imageKeyPattern } from '../../../../storage/images.js';
import { defineKind } from '../kind.js';
import { trueOrFalseStatistics } from './statistics.js';
import { kindInput, statement } from '../fields.js';

interface TrueOrFalseDetails {
  correctAnswer?: boolean;
  /** The key of its image, shown to solvers too; null without one. */
  image?: string | null;
}

interface TrueOrFalseAnswer {
  trueOrFalseAnswer?: boolean;
}

export const trueOrFalse = defineKind({
  createSummary: 'Create a true/false question; multipart (fields plus an optional "image" file) or JSON',
  input: kindInput('TRUE_OR_FALSE', statement(3, validationMessages.shortStatement), {
    correctAnswer: z.boolean({ error: 'La respuesta correcta debe ser verdadero o falso' }).default(true),
    image: z
      .string()
      .regex(imageKeyPattern, { error: 'La imagen no es válida' })
      .nullable()
      .optional()
      .describe('Key of an image uploaded with POST /images/upload'),
  }),
  updateFields: { correctAnswer: z.boolean().optional(), image: z.string().nullable().optional() },
  details: (input): TrueOrFalseDetails => ({ correctAnswer: input.correctAnswer, image: input.image ?? null }),
  viewFields: {
    image: z.string().nullable().optional(),
    imageUrl: z.string().nullable().optional(),
    correctAnswer: z.boolean().optional(),
  },
  authorFields: ({ details }) => ({ correctAnswer: details.correctAnswer }),
  keyFields: ['correctAnswer'],
  solverFields: () => ({}),
  answerFields: { trueOrFalseAnswer: z.boolean().optional() },
  answerField: 'trueOrFalseAnswer',
  attemptFields: { trueOrFalseAnswer: z.boolean().optional() },
  checkAnswer: (sent: TrueOrFalseAnswer) => ({ trueOrFalseAnswer: sent.trueOrFalseAnswer }),
  grade: (details, answer) => (answer.trueOrFalseAnswer === details.correctAnswer ? 100 : 0),
  image: {
    fromForm: (fields) => {
      const flag = fields.correctAnswer;
      return {
        ...fields,
        type: fields.type ?? 'TRUE_OR_FALSE',
        correctAnswer: flag === 'true' ? true : flag === 'false' ? false : flag,
        image: fields.image || undefined,
      };
    },
    formDescription:
      'As multipart, correctAnswer is the text "true" or "false". The image is checked by its bytes: PNG, JPEG, WebP or GIF, at most 5 MiB.',
  },
  statistics: trueOrFalseStatistics,
});
