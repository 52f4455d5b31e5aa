import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { beforeEach } from 'vitest';
import { countSealed, type VaultStore } from '../src/offline/vault';

// jsdom has no IndexedDB: fake-indexeddb stands in for it (Node's WebCrypto seals for real).

/** A fresh key as the server hands one out (32 random bytes, base64). */
export const newOfflineKey = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));

/** Stores `key` where the session keeps it (sessionStorage: a session without 'Recordarme'). */
export function holdOfflineKey(key: string) {
  sessionStorage.setItem('aula.offlineKey', key);
}

/** Every record of every store, as IndexedDB holds it (what a person at the browser's tools would see). */
export async function vaultRecords(): Promise<{ store: VaultStore; key: string; value: unknown }[]> {
  await countSealed('drafts', '');
  const db = await openDB('aula-vault');
  const found: { store: VaultStore; key: string; value: unknown }[] = [];
  for (const store of ['drafts', 'outbox', 'screens'] as VaultStore[]) {
    const keys = await db.getAllKeys(store);
    for (const key of keys) found.push({ store, key: String(key), value: await db.get(store, key) });
  }
  db.close();
  return found;
}

/** Empties the vault (the database itself stays open in the app's module). */
export async function emptyVault() {
  await countSealed('drafts', '');
  const db = await openDB('aula-vault');
  for (const store of ['drafts', 'outbox', 'screens'] as VaultStore[]) await db.clear(store);
  db.close();
}

/** Each test starts with an empty vault and a session key stored (the key of the file's one student). */
export function withTestVault() {
  const key = newOfflineKey();
  beforeEach(async () => {
    holdOfflineKey(key);
    await emptyVault();
  });
  return key;
}
