import { Environment, Network, RecordSource, ROOT_TYPE, Store, type MissingFieldHandler } from 'relay-runtime';
import { readToken } from '../session/storage';
import { fetchGraphQL } from './network';
import { subscribeGraphQL } from './subscribe';

/**
 * `node(id:)` of a record already in the store is that record: a screen opened from a list renders what it
 * has at once (store-and-network) instead of waiting for the whole query.
 */
const missingFieldHandlers: MissingFieldHandler[] = [
  {
    kind: 'linked',
    handle(field, record, args) {
      if (record?.getType() === ROOT_TYPE && field.name === 'node' && typeof args.id === 'string') return args.id;
      return undefined;
    },
  },
];

export function createRelayEnvironment() {
  return new Environment({ network: Network.create(fetchGraphQL, subscribeGraphQL), store: new Store(new RecordSource()), missingFieldHandlers });
}

let current: { environment: Environment; token: string | null } | null = null;
let pinned: Environment | null = null;

/**
 * The environment route loaders and the shell use: one per session token, so a new login starts from an empty
 * store and nothing of one user's data is shown to the next. Tests pin a mock one.
 */
export function getRelayEnvironment(): Environment {
  if (pinned) return pinned;
  const token = readToken();
  if (current?.token !== token) current = { environment: createRelayEnvironment(), token };
  return current.environment;
}

export function setRelayEnvironment(environment: Environment | null) {
  pinned = environment;
}
