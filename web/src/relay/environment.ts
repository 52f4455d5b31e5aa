import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { fetchGraphQL } from './network';

export function createRelayEnvironment() {
  return new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource()) });
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
