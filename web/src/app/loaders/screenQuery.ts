import type { ConcreteRequest, OperationType } from 'relay-runtime';

/** A screen's query variables from its address (the pattern's `:params` and the query string); null: nothing to load. */
export type ScreenVariables<T extends OperationType> = (params: Record<string, string | undefined>, search: URLSearchParams) => T['variables'] | null;

/** What a data screen loads: its query and how its address gives the variables. */
export interface ScreenQuery<T extends OperationType = OperationType> {
  readonly query: ConcreteRequest;
  readonly variables: ScreenVariables<T>;
}

/**
 * The one source of a data screen's loading (each module of app/loaders exports one as its default): the router
 * makes the route's loader of it (app/routeLoader.ts) and app/firstRequests.ts sends the same request early. Free of
 * Relay's runtime, so that the early requests carry none.
 */
export const screenQuery = <T extends OperationType>(query: ConcreteRequest, variables: ScreenVariables<T>): ScreenQuery<T> => ({ query, variables });

/** The variables of the screens of one assignment (its id in the path). */
export const assignmentById = ({ assignmentId }: Record<string, string | undefined>) => ({ id: assignmentId ?? '' });
