import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { readOfflineKey } from '../session/storage';

/**
 * What the app keeps of a user on the device (drafts, answers waiting to be sent, screens last seen) lives in
 * IndexedDB sealed with AES-GCM under the user's own key, which the server keeps (Viewer.offlineKey) and the
 * browser holds only beside the session (session/storage.ts): once the session is cleared nothing sealed can be
 * read, and the same user logging in again gets the same key back, so what waited opens again.
 *
 * Each record names its owner (an opaque user id, to find a user's records without opening everyone's) and is
 * bound to its store and key (the cipher's additional data), so a record moved elsewhere does not open.
 */
export type VaultStore = 'drafts' | 'outbox' | 'screens';

export interface SealedRecord {
  owner: string;
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

interface VaultSchema extends DBSchema {
  drafts: { key: string; value: SealedRecord; indexes: { owner: string } };
  outbox: { key: string; value: SealedRecord; indexes: { owner: string } };
  screens: { key: string; value: SealedRecord; indexes: { owner: string } };
}

const stores: VaultStore[] = ['drafts', 'outbox', 'screens'];
let database: Promise<IDBPDatabase<VaultSchema>> | undefined;

function vaultDatabase() {
  database ??= openDB<VaultSchema>('aula-vault', 1, {
    upgrade(db) {
      for (const name of stores) db.createObjectStore(name).createIndex('owner', 'owner');
    },
  });
  return database;
}

/** The session's key as a CryptoKey that cannot be exported; imported once per key. */
let imported: { raw: string; key: Promise<CryptoKey> } | undefined;
function sessionKey(): Promise<CryptoKey> | null {
  const raw = readOfflineKey();
  if (!raw) return null;
  if (imported?.raw !== raw) {
    const bytes = Uint8Array.from(atob(raw), (char) => char.charCodeAt(0));
    imported = { raw, key: crypto.subtle.importKey('raw', bytes, 'AES-GCM', false, ['encrypt', 'decrypt']) };
  }
  return imported.key;
}

/** Whether something can be sealed or opened now (a session with its key is stored). */
export const vaultOpen = () => readOfflineKey() !== null;

const boundTo = (store: VaultStore, key: string) => new TextEncoder().encode(`${store}/${key}`);

/** Seals `value` (anything JSON can hold) for `owner` under `store`/`key`. False when there is no session key. */
export async function putSealed(store: VaultStore, key: string, owner: string, value: unknown): Promise<boolean> {
  const cryptoKey = sessionKey();
  if (!cryptoKey) return false;
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: boundTo(store, key) }, await cryptoKey, plain);
  await (await vaultDatabase()).put(store, { owner, iv, data }, key);
  return true;
}

async function open<T>(store: VaultStore, key: string, record: SealedRecord | undefined): Promise<T | null> {
  const cryptoKey = sessionKey();
  if (!record || !cryptoKey) return null;
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: record.iv, additionalData: boundTo(store, key) }, await cryptoKey, record.data);
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  } catch {
    // another key's (another user's, or one the server replaced): not ours to read
    return null;
  }
}

/** The value under `store`/`key`, or null when there is none or it does not open with this session's key. */
export async function getSealed<T>(store: VaultStore, key: string): Promise<T | null> {
  if (!vaultOpen()) return null;
  return open<T>(store, key, await (await vaultDatabase()).get(store, key));
}

/** Every record of `owner` in `store` that opens with this session's key, by key. */
export async function allSealed<T>(store: VaultStore, owner: string): Promise<{ key: string; value: T }[]> {
  if (!vaultOpen()) return [];
  const db = await vaultDatabase();
  const keys = await db.getAllKeysFromIndex(store, 'owner', owner);
  const found: { key: string; value: T }[] = [];
  for (const key of keys) {
    const value = await open<T>(store, key, await db.get(store, key));
    if (value !== null) found.push({ key, value });
  }
  return found;
}

/** How many records `owner` has in `store`, without opening them (the logout warning counts them). */
export async function countSealed(store: VaultStore, owner: string): Promise<number> {
  return (await vaultDatabase()).countFromIndex(store, 'owner', owner);
}

export async function deleteSealed(store: VaultStore, key: string): Promise<void> {
  await (await vaultDatabase()).delete(store, key);
}

/** Removes every record of `owner` in `store` (the screens seen, at logout: they would be stale anyway). */
export async function deleteAllOf(store: VaultStore, owner: string): Promise<void> {
  const db = await vaultDatabase();
  const keys = await db.getAllKeysFromIndex(store, 'owner', owner);
  const tx = db.transaction(store, 'readwrite');
  await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
}

/** Removes the records in `store` of every owner but `owner` (screens other users left on this browser). */
export async function deleteAllBut(store: VaultStore, owner: string): Promise<void> {
  const db = await vaultDatabase();
  const tx = db.transaction(store, 'readwrite');
  const byOwner = tx.store.index('owner');
  const others = [IDBKeyRange.upperBound(owner, true), IDBKeyRange.lowerBound(owner, true)];
  const keys = (await Promise.all(others.map((range) => byOwner.getAllKeys(range)))).flat();
  await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
}
