import { z } from 'zod';

// Zod speaks Spanish for the generic cases (wrong type, unknown field); our rules carry SPEC.md's own messages.
z.config(z.locales.es());

/** Trims, collapses inner whitespace and composes accents (NFC), as SPEC.md asks of every text field. */
export function normalizeText(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** A string normalised before its rules run, so "  ab  " fails a minimum of 3. */
export const text = (options?: { required?: string }) =>
  z.string({ error: (issue) => (issue.input === undefined && options?.required) || undefined }).overwrite(normalizeText);

export const uuid = () => z.uuid({ error: 'Identificador inválido' });

/** `ids=a,b,c` as the gateway sends it to batch look-ups. */
export const idList = z
  .string()
  .transform((value) => value.split(',').map((id) => id.trim()).filter(Boolean))
  .pipe(z.array(uuid()).max(500, { error: 'Se admiten como máximo 500 identificadores' }));

export const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export const difficulties = ['EASY', 'INTERMEDIATE', 'HARD'] as const;
export const difficulty = z.enum(difficulties, { error: 'La dificultad debe ser EASY, INTERMEDIATE o HARD' });
export type Difficulty = z.infer<typeof difficulty>;

export const questionTypes = ['TRUE_OR_FALSE', 'FILL_BLANKS', 'MATCH_COLUMNS', 'MULTIPLE_ANSWER', 'SHORT_ANSWER'] as const;
export type QuestionType = (typeof questionTypes)[number];

/** Keyset paging: `limit` rows after the opaque `cursor`. */
export const paging = {
  limit: z.coerce.number().int().min(1, { error: 'El límite debe estar entre 1 y 1000' }).max(1000, { error: 'El límite debe estar entre 1 y 1000' }).optional(),
  cursor: z.string().max(64).optional(),
};

export const errorResponse = z.object({ statusCode: z.number(), error: z.string(), message: z.string() });
