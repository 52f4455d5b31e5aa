import { useRef, useState } from 'react';

/**
 * A client-made id (a version 4 UUID): submissions and create mutations carry one, so the server counts a retry
 * once. crypto.randomUUID exists only in secure contexts (https, localhost); the fallback builds the UUID from
 * crypto.getRandomValues, which exists everywhere.
 */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * What makes a create form create once.
 * - `clientMutationId`, one for the life of the form: a retry after a failure sends the same id, so the server
 *   returns the record the first try may have made instead of a second one. `renewClientMutationId()` gives a new
 *   id for a new record (the form was emptied to create another).
 * - The lock, from the press until the next screen shows: `lock()` says false when it is already locked (a second
 *   tap or Enter does nothing), only a failure calls `unlock()`, and the navigation unmounts the form.
 */
export function useCreateOnce() {
  const [clientMutationId, setClientMutationId] = useState(newClientId);
  const lockedRef = useRef(false);
  const [locked, setLocked] = useState(false);
  const lock = () => {
    if (lockedRef.current) return false;
    lockedRef.current = true;
    setLocked(true);
    return true;
  };
  const unlock = () => {
    lockedRef.current = false;
    setLocked(false);
  };
  return { clientMutationId, renewClientMutationId: () => setClientMutationId(newClientId()), locked, lock, unlock };
}
