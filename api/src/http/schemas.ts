import { z } from 'zod';
import { difficulties, normalizeMultilineText, normalizeText } from '@aula/common';

// Zod speaks Spanish; rules with a message of their own (the forms' validation texts) keep it, and every other
// message names its field.
z.config(z.locales.es());
z.config({ customError: fieldMessage });

/** "answers[0].shortAnswer": a field as a client names it, from the path of a zod issue. */
export function fieldName(path: readonly PropertyKey[] = []): string {
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`)).join('');
}

const typeNames: Record<string, string> = {
  boolean: 'verdadero o falso',
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  array: 'una lista',
  object: 'un objeto',
};

const plural = (n: number | bigint, one: string, many: string) => `${n} ${Number(n) === 1 ? one : many}`;

/** The generic message of an issue no schema gave its own message, naming the field it is about. */
function fieldMessage(issue: z.core.$ZodRawIssue): string {
  const name = fieldName(issue.path);
  const field = name ? `El campo '${name}'` : 'La solicitud';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return name ? `${field} es obligatorio` : 'Falta el cuerpo de la solicitud';
      return `${field} debe ser ${typeNames[issue.expected] ?? 'de otro tipo'}`;
    case 'too_small':
      if (issue.origin === 'string') return `${field} debe tener al menos ${plural(issue.minimum, 'carácter', 'caracteres')}`;
      if (issue.origin === 'array') return `${field} debe tener al menos ${plural(issue.minimum, 'elemento', 'elementos')}`;
      return `${field} debe ser ${issue.inclusive ? 'mayor o igual que' : 'mayor que'} ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `${field} admite como máximo ${plural(issue.maximum, 'carácter', 'caracteres')}`;
      if (issue.origin === 'array') return `${field} admite como máximo ${plural(issue.maximum, 'elemento', 'elementos')}`;
      return `${field} debe ser ${issue.inclusive ? 'menor o igual que' : 'menor que'} ${issue.maximum}`;
    case 'invalid_value':
      return `${field} debe ser uno de estos valores: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `${issue.keys.length === 1 ? 'El campo' : 'Los campos'} ${issue.keys.map((key) => `'${fieldName([...(issue.path ?? []), key])}'`).join(', ')} no se ${issue.keys.length === 1 ? 'admite' : 'admiten'}`;
    default:
      return `${field} no es válido`;
  }
}

// Control characters (C0, DEL, C1) and lone surrogates: PostgreSQL refuses NUL, and the rest has no business in
// text. Tab, line feed and carriage return are whitespace: normalising turns them into spaces, answers keep them.
const forbiddenCharacter = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/** A string refusing control characters, with a message naming the field. */
function withoutControls(schema: z.ZodString) {
  return schema.refine((value) => !forbiddenCharacter.test(value), {
    error: (issue) => `El campo '${fieldName(issue.path)}' contiene caracteres no permitidos`,
    abort: true,
  });
}

/** A string normalised before its rules run, so "  ab  " fails a minimum of 3; control characters are refused. */
export const text = (options?: { required?: string }) =>
  withoutControls(z.string({ error: (issue) => (issue.input === undefined && options?.required) || undefined })).overwrite(normalizeText);

/** A text of several lines (an explanation): normalised line by line, its line breaks kept. */
export const multilineText = () => withoutControls(z.string()).overwrite(normalizeMultilineText);

/** A required text (normalised first) of `min` to `max` characters: missing or too short says `message`, too long `maxMessage`. */
export const requiredText = (message: string, min: number, max: number, maxMessage: string) =>
  text({ required: message }).min(min, { error: message }).max(max, { error: maxMessage });

/** A string kept as sent (answers are compared by the grader's own rules), refusing control characters. */
export const plainText = () => withoutControls(z.string());

export const uuid = () => z.uuid({ error: (issue) => `El campo '${fieldName(issue.path)}' no es un identificador válido` });

/** `ids=a,b,c` as the gateway sends it to batch look-ups. */
export const idList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(z.array(uuid()).max(500, { error: 'Se admiten como máximo 500 identificadores' }));

export const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export const difficulty = z.enum(difficulties, { error: 'La dificultad debe ser EASY, INTERMEDIATE o HARD' });

/** A page size from the query string: a whole number from 1 to `max`, else a 400 saying `message`. */
export const pageSize = (max: number, message: string) => z.coerce.number().int().min(1, { error: message }).max(max, { error: message });

/** An opaque keyset cursor from the query string. */
export const pageCursor = z.string().max(64).optional();

/** Keyset paging: `limit` rows after the opaque `cursor`. */
export const paging = { limit: pageSize(1000, 'El límite debe estar entre 1 y 1000').optional(), cursor: pageCursor };

export const errorResponse = z.object({ statusCode: z.number(), error: z.string(), message: z.string() });
/** The body of every refusal: `message` is Spanish and human, `error` the status's standard reason. */
export type ApiErrorBody = z.infer<typeof errorResponse>;
