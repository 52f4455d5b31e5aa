import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';

/** Leaves in the store's `viewer.sessions` only the sessions `keep` accepts: an ended one leaves the list at once. */
export function keepSessions(store: RecordSourceSelectorProxy, keep: (session: RecordProxy) => boolean) {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  const sessions = viewer?.getLinkedRecords('sessions');
  if (!viewer || !sessions) return;
  viewer.setLinkedRecords(
    sessions.filter((session): session is RecordProxy => session != null && keep(session)),
    'sessions',
  );
}
