import {
  Kind,
  getArgumentValues,
  getNamedType,
  getOperationAST,
  isCompositeType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { tooComplex } from './errors.js';

/** GitHub's limit on the nodes one query may ask for (its public GraphQL api's "node limit"). */
export const maxNodes = 500_000;

const formatted = (n: number) => n.toLocaleString('es-ES', { useGrouping: 'always' } as Intl.NumberFormatOptions);

export const nodeLimitMessage = (nodes: number) =>
  `La consulta pide hasta ${formatted(nodes)} nodos y el límite es ${formatted(maxNodes)}: pida páginas más pequeñas (first)`;

/**
 * The nodes an operation may return, counted as GitHub does: each connection (a field with a `first` argument
 * whose type is a …Connection) asks for `first` nodes per node of the connection above it, so page sizes multiply
 * down the tree and the counts of all connections add up. An omitted `first` counts as its schema default, a
 * variable as the value sent. A list whose length the query chooses counts that length the same way: `first` on a
 * plain list (`profiles`, `practiceQuestions`), or the length of a list argument (`nodes(ids:)` asks for one node
 * per id). Plain lists without such an argument (`questions`, `studentGrades`) are bounded by the data, not by the
 * query, and count nothing, as on GitHub.
 */
export function countNodes(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
): number {
  const operation = getOperationAST(document, operationName);
  if (!operation) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;

  // `seen`: fragment names on the current path (validation refuses cycles; this only guards the walk itself).
  function walk(selectionSet: SelectionSetNode, type: GraphQLCompositeType, parents: number, seen: Set<string>): number {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (!selection.selectionSet || !(isObjectType(type) || isInterfaceType(type))) continue;
        const field = type.getFields()[selection.name.value];
        if (!field) continue;
        const child = getNamedType(field.type);
        if (!isCompositeType(child)) continue;
        let nodes = parents;
        const size = pageSize(field, getArgumentValues(field, selection, variables), child.name);
        if (size !== undefined) {
          nodes = parents * size;
          total += nodes;
        }
        total += walk(selection.selectionSet, child, nodes, seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        if (condition && isCompositeType(condition)) total += walk(selection.selectionSet, condition, parents, seen);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        const condition = fragment && schema.getType(fragment.typeCondition.name.value);
        if (!fragment || seen.has(name) || !condition || !isCompositeType(condition)) continue;
        total += walk(fragment.selectionSet, condition, parents, new Set(seen).add(name));
      }
    }
    return total;
  }
  return walk(operation.selectionSet, root, 1, new Set());
}

/**
 * How many nodes one call of `field` may return when the query chooses it: a connection's or a list's `first` (an
 * explicit null pages as the default does, the resolvers' `first ?? default`; a negative one, which the resolver
 * refuses, counts 0 rather than subtracting from its siblings), else for a list the longest list argument.
 */
function pageSize(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>, typeName: string): number | undefined {
  const firstArg = field.args.find((arg) => arg.name === 'first');
  const returnsList = isListType(isNonNullType(field.type) ? field.type.ofType : field.type);
  if (firstArg && (returnsList || typeName.endsWith('Connection'))) return Math.max(0, Number(args.first ?? firstArg.defaultValue ?? 0));
  if (!returnsList) return undefined;
  const lengths = Object.values(args)
    .filter(Array.isArray)
    .map((list) => list.length);
  return lengths.length ? Math.max(...lengths) : undefined;
}

/**
 * Refuses, before anything runs, an operation asking for more than `maxNodes` nodes (QUERY_TOO_COMPLEX, the code of
 * every size refusal). It counts at execution, not validation: the variables are part of the count, and yoga caches
 * validation per document.
 */
export function useNodeLimit(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      let nodes: number;
      try {
        nodes = countNodes(args.schema, args.document, args.operationName, (args.variableValues ?? {}) as Record<string, unknown>);
      } catch {
        // A variable of the wrong type: execution refuses it with the catalogue's message (masking.ts).
        return;
      }
      if (nodes > maxNodes) setResultAndStopExecution({ errors: [tooComplex(nodeLimitMessage(nodes))] });
    },
  };
}
