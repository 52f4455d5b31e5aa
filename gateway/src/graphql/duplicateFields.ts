import { Kind, type ASTVisitor, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { fieldName, tooComplex } from './errors.js';

/**
 * Refuses a selection set that asks for the same field more than `max` times (graphql-cop's field duplication:
 * `{ __typename __typename … }` ×500 is cheap in tokens but not to parse, validate and merge).
 */
export function useDuplicateFieldLimit(max: number): Plugin {
  const rule = (context: ValidationContext): ASTVisitor => ({
    SelectionSet(node) {
      const counts = new Map<string, number>();
      for (const selection of node.selections) {
        if (selection.kind !== Kind.FIELD) continue;
        const key = selection.alias?.value ?? selection.name.value;
        const count = (counts.get(key) ?? 0) + 1;
        counts.set(key, count);
        if (count === max + 1) context.reportError(tooComplex(`El campo ${fieldName(key)} se repite más de ${max} veces`));
      }
    },
  });
  return { onValidate: ({ addValidationRule }) => addValidationRule(rule) };
}
