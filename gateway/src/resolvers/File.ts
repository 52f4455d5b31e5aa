import { GraphQLScalarType } from 'graphql';

/** What the multipart request parser hands over for an uploaded file (a web File: bytes, size, type, name). */
const isUpload = (value: unknown): value is File =>
  typeof value === 'object' && value !== null && typeof (value as File).arrayBuffer === 'function' && typeof (value as File).size === 'number';

/**
 * An uploaded file (GraphQL multipart request spec). Only the multipart parser can make one: any JSON value (`{}`,
 * which graphql-request 7 sends for a File by accident, a text, a number) or a literal in the document is refused
 * here, so the variable checks (inputErrors.ts) report BAD_USER_INPUT naming the field, and no resolver ever gets
 * something that is not a file.
 */
export const File = new GraphQLScalarType<File, never>({
  name: 'File',
  description: 'An uploaded file, sent as a part of a GraphQL multipart request.',
  parseValue(value) {
    if (!isUpload(value)) throw new TypeError('A File comes as a part of a multipart request');
    return value;
  },
  parseLiteral() {
    throw new TypeError('A File comes as a part of a multipart request');
  },
  serialize() {
    throw new TypeError('A File is never sent back');
  },
});
