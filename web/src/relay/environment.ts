import { Environment, Network, RecordSource, ROOT_TYPE, Store, type MissingFieldHandler } from 'relay-runtime';
import { fetchGraphQL } from './network';

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
  return new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource()), missingFieldHandlers });
}

let current: Environment = createRelayEnvironment();

/** The environment route loaders start queries in. Tests swap it for a mock one. */
export const getRelayEnvironment = () => current;

export function setRelayEnvironment(environment: Environment) {
  current = environment;
}

/** A fresh store on login and logout, so nothing of one user's data is shown to the next. */
export function resetRelayEnvironment() {
  current = createRelayEnvironment();
  return current;
}
