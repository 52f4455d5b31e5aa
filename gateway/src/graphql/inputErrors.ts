import {
  BREAK,
  Kind,
  TypeInfo,
  coerceInputValue,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInputType,
  isListType,
  isNonNullType,
  typeFromAST,
  valueFromASTUntyped,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DocumentNode,
  type GraphQLError,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { badUserInput, fieldName } from './errors.js';

const expected: Record<string, string> = {
  Int: 'un número entero',
  Float: 'un número',
  String: 'un texto',
  Boolean: 'verdadero o falso',
  ID: 'un identificador',
  File: 'un archivo enviado como multipart',
};

/** What a value of this type looks like, in words (enum values are the schema's own). */
function describe(type: GraphQLInputType): string {
  if (isNonNullType(type)) return describe(type.ofType);
  if (isListType(type)) return 'una lista';
  if (isEnumType(type))
    return `uno de ${type
      .getValues()
      .map((value) => value.name)
      .join(', ')}`;
  if (isInputObjectType(type)) return 'un objeto';
  return expected[type.name] ?? 'otro tipo de valor';
}

/** The type at a path inside a variable's value (list indexes and input object fields). */
function typeAt(type: GraphQLInputType, path: ReadonlyArray<string | number>): GraphQLInputType | undefined {
  let current: GraphQLInputType | undefined = type;
  for (const key of path) {
    const named: GraphQLInputType | undefined = current && (isNonNullType(current) ? current.ofType : current);
    if (typeof key === 'number') current = named && isListType(named) ? named.ofType : undefined;
    else current = named && isInputObjectType(named) ? named.getFields()[key]?.type : undefined;
  }
  return current;
}

/**
 * The variables of an operation checked as graphql-js will coerce them, but with errors that name the field
 * (`input.score`) in Spanish instead of graphql-js's English, which quotes the value back. A wrong variable is
 * the client's mistake: BAD_USER_INPUT, not the masked server error it became before.
 */
export function variableErrors(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  values: Record<string, unknown> | undefined,
): GraphQLError[] {
  const errors: GraphQLError[] = [];
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type);
    // An unknown or output type is refused by validation already.
    if (!isInputType(type)) continue;
    const value = values && Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined || value === null) {
      const required = isNonNullType(type) && !(value === undefined && definition.defaultValue);
      if (required) errors.push(badUserInput(`El campo ${fieldName(name)} es obligatorio`));
      continue;
    }
    coerceInputValue(value, type, (path, invalid, error) => {
      // graphql-js reports a missing or an unknown input field at the object holding it, naming it in the message.
      const field = /^Field "(.*)" (of required type|is not defined)/.exec(error.message);
      const where = fieldName(
        [name, ...path, ...(field ? [field[1]!] : [])]
          .map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`))
          .join('')
          .slice(1),
      );
      const fieldType = typeAt(type, path);
      if (field?.[2] === 'is not defined') errors.push(badUserInput(`El campo ${where} no existe`));
      else if (field || invalid === null) errors.push(badUserInput(`El campo ${where} es obligatorio`));
      else errors.push(badUserInput(`El campo ${where} debe ser ${fieldType ? describe(fieldType) : 'de otro tipo'}`));
    });
  }
  // One wrong value in a long list is reported a few times at most.
  return errors.slice(0, 5);
}

const valueKinds = new Set<string>([
  Kind.INT,
  Kind.FLOAT,
  Kind.STRING,
  Kind.BOOLEAN,
  Kind.NULL,
  Kind.ENUM,
  Kind.LIST,
  Kind.OBJECT,
  Kind.OBJECT_FIELD,
  Kind.ARGUMENT,
]);

/** Where a literal sits (`input.name`, or `$id` for a variable's default) and the type expected there. */
function locate(schema: GraphQLSchema, document: DocumentNode, target: ASTNode) {
  const typeInfo = new TypeInfo(schema);
  let found: { where: string; type: GraphQLInputType | undefined | null } | undefined;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      enter(node, _key, parent, _path, ancestors) {
        if (node !== target) return;
        // graphql-js lists the parent apart from the ancestors above it.
        const names = [...ancestors, parent, node].flatMap((step) => {
          if (!step || !('kind' in step)) return [];
          if (step.kind === Kind.ARGUMENT || step.kind === Kind.OBJECT_FIELD) return [step.name.value];
          if (step.kind === Kind.VARIABLE_DEFINITION) return [step.variable.name.value];
          return [];
        });
        found = { where: names.join('.'), type: typeInfo.getInputType() };
        return BREAK;
      },
    }),
  );
  return found;
}

/**
 * A validation error about an argument written in the document (a literal of the wrong type, a missing required
 * argument or input field, an unknown one) as BAD_USER_INPUT naming it; undefined for any other validation error.
 */
export function argumentError(error: GraphQLError, schema: GraphQLSchema, document: DocumentNode): GraphQLError | undefined {
  // Names in these graphql-js messages come from the schema (the argument or input field that is required).
  const required = /^(?:Field|Directive) "[^"]*" argument "(\w+)" of type "[^"]*" is required|^Field "\w+\.(\w+)" of required type/.exec(
    error.message,
  );
  const node = error.nodes?.[0];
  if (!node || (!required && !valueKinds.has(node.kind))) return undefined;
  const found = locate(schema, document, node);
  const where = fieldName([found?.where, required?.[1] ?? required?.[2]].filter(Boolean).join('.'));
  if (required || node.kind === Kind.NULL) return badUserInput(`El campo ${where} es obligatorio`);
  if (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD) {
    return badUserInput(`El campo ${where} ${/^Unknown argument|is not defined by type/.test(error.message) ? 'no existe' : 'no es válido'}`);
  }
  return badUserInput(`El campo ${where} debe ser ${found?.type ? describe(found.type) : 'de otro tipo'}`);
}

/** The longest text an argument of a field itself may carry: a cursor, a search, an id (mutations take theirs in `input`). */
export const maxArgumentLength = 1000;

/** A text argument of a field in an operation: the variable that holds it, or its literal value; `name` is the one errors show. */
interface TextArgument {
  name: string;
  variable?: string;
  literal?: unknown;
}

/**
 * The text (String, ID) arguments of each operation, found once per parsed document: yoga's parse cache hands the
 * same document object to every request with the same text, and walking it with type information cost about
 * 25 µs a request (bench/README.md, the gateway's own cost).
 */
const textArgumentsOf = new WeakMap<OperationDefinitionNode, TextArgument[]>();

function textArguments(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): TextArgument[] {
  const known = textArgumentsOf.get(operation);
  if (known) return known;
  const found: TextArgument[] = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      OperationDefinition: (node) => (node === operation ? undefined : false),
      Argument(node) {
        const type = typeInfo.getInputType();
        const named = type && getNamedType(type);
        if (!named || (named.name !== 'String' && named.name !== 'ID')) return;
        if (node.value.kind === Kind.VARIABLE) found.push({ name: node.value.name.value, variable: node.value.name.value });
        else found.push({ name: node.name.value, literal: valueFromASTUntyped(node.value) });
      },
    }),
  );
  textArgumentsOf.set(operation, found);
  return found;
}

/**
 * Text arguments of fields (`after`, `search`, `id`) longer than `maxArgumentLength`, as BAD_USER_INPUT naming the
 * argument, or the variable that holds it. They travel to the api in a URL, where 16,000 characters became a 431
 * the client could not make sense of; no real cursor, search or id comes near the bound.
 */
export function argumentLengthErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  values: Record<string, unknown> | undefined,
): GraphQLError[] {
  const errors: GraphQLError[] = [];
  for (const argument of textArguments(schema, document, operation)) {
    const value: unknown = argument.variable ? values?.[argument.variable] : argument.literal;
    const texts = Array.isArray(value) ? value : [value];
    if (texts.some((text) => typeof text === 'string' && text.length > maxArgumentLength)) {
      errors.push(badUserInput(`El campo ${fieldName(argument.name)} admite como máximo ${maxArgumentLength} caracteres`));
    }
  }
  return errors.slice(0, 5);
}
