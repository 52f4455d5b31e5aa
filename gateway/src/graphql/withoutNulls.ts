/**
 * The fields that have a value: null and undefined left out. GraphQL gives an optional input field that was left
 * out as null or not at all, and the api reads a field that is absent as "unchanged" (update) or "the default"
 * (create). A field whose null means something (clearing a description or a due date) is set beside the result.
 */
export function withoutNulls<T extends object>(fields: T): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };
}
