/**
 * Query variables built from an address's values, for the loaders that start a screen's query and for
 * app/firstRequests.ts, which sends the same query early: the two must match exactly, or the early answer is not
 * taken.
 */
export const assignmentById = ({ assignmentId }: Record<string, string | undefined>) => ({ id: assignmentId ?? '' });
