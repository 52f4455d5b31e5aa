import { getArgumentValues, isAbstractType, isObjectType, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { IdKind } from '../../graphql/globalId.js';
import type { GatewayContext } from '../../graphql/context.js';
import { attemptsPage } from '../Assignment.js';
import { assignmentsPage } from '../StudyGroup.js';

/**
 * A connection that can be read knowing only its parent's id, with the parent's own read rule checked by the api on
 * that same call (`requireReadable`: a parent the viewer cannot read is a 404, as reading it is). Throws
 * synchronously when its arguments are invalid: then the connection's resolver reads and reports them as usual.
 */
type ConnectionByParentId = (context: GatewayContext, parentId: string, args: Record<string, unknown>) => Promise<unknown>;

/** By kind, the connections read this way (the class: a connection's page is keyed by its parent's id alone). */
const connectionsByParentId: Partial<Record<IdKind, Record<string, ConnectionByParentId>>> = {
  StudyGroup: { assignments: ({ loaders }, id, args) => assignmentsPage(loaders, id, args, true) },
  Assignment: { attempts: ({ loaders }, id, args) => attemptsPage(loaders, id, args, true) },
};

/** Fields any object answers from its id alone (the id is the one asked for). */
const fromIdAlone = new Set(['id', '__typename']);

/**
 * node(id:) asking nothing of the object but its id and connections read by its id: reads those pages (one REST
 * call each, the parent's access checked by the api on it) instead of the object and then its pages. Returns the
 * object as a reference (`{ __typename, id, readAlone }`), or undefined when the selection asks for more (or uses
 * directives, or has invalid arguments): the caller then loads the object as usual.
 */
export async function readConnectionsAlone(kind: IdKind, id: string, context: GatewayContext, info: GraphQLResolveInfo) {
  const connections = connectionsByParentId[kind];
  const type = info.schema.getType(kind);
  if (!connections || !isObjectType(type)) return undefined;
  const asked: FieldNode[] = [];
  const selectionsApply = (selectionSet: SelectionSetNode | undefined): boolean =>
    (selectionSet?.selections ?? []).every((selection) => {
      if (selection.directives?.length) return false;
      if (selection.kind === 'Field') {
        if (fromIdAlone.has(selection.name.value)) return true;
        if (!(selection.name.value in connections)) return false;
        asked.push(selection);
        return true;
      }
      const fragment = selection.kind === 'FragmentSpread' ? info.fragments[selection.name.value] : selection;
      if (!fragment) return false;
      const condition = fragment.typeCondition && info.schema.getType(fragment.typeCondition.name.value);
      // A fragment on another type does not apply to this object; one on this type or an interface or union of it does.
      if (condition && condition !== type && !(isAbstractType(condition) && info.schema.isSubType(condition, type))) return true;
      return !fragment.directives?.length && selectionsApply(fragment.selectionSet);
    });
  if (!info.fieldNodes.every((field) => selectionsApply(field.selectionSet)) || asked.length === 0) return undefined;
  let reads: Promise<unknown>[];
  try {
    const fields = type.getFields();
    reads = asked.map((field) =>
      connections[field.name.value]!(context, id, getArgumentValues(fields[field.name.value]!, field, info.variableValues)),
    );
  } catch {
    return undefined;
  }
  // Refusals (not found, not readable) surface here, on node, as they do when the object itself is read.
  await Promise.all(reads);
  return { __typename: kind, id, readAlone: true as const };
}
