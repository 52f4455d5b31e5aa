import type { Database } from '../db/database.js';
import { ApiError } from '../domain/errors.js';
import { imageKeyPattern, prepareImage, storagePrefix, type ImageStore } from './images.js';

/** What each person may keep in uploaded images, unless the api is given another quota (IMAGE_QUOTA_MIB). */
export const defaultImageQuotaBytes = 50 * 1024 * 1024;

const decimal = new Intl.NumberFormat('es', { maximumFractionDigits: 1 });
/** "400 KiB", "49,5 MiB": sizes as people read them, in the units of the 5 MiB limit. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${decimal.format(bytes / 1024)} KiB`;
  return `${decimal.format(bytes / (1024 * 1024))} MiB`;
}

const quotaExceeded = (used: number, quota: number, size: number) =>
  new ApiError(
    413,
    `No queda espacio para esta imagen: usted ya usa ${formatBytes(used)} de ${formatBytes(quota)} y la imagen ocupa ${formatBytes(size)}. ` +
      'Reemplace imágenes que ya no use o envíe una más pequeña.',
  );

// Whatever may still show an image: a profile or group picture (by URL), a question (by key), and the snapshot of
// a question as an attempt answered it (graded history keeps showing the image it was asked with).
const stillShown = `SELECT 1 AS shown
  WHERE EXISTS (SELECT 1 FROM profiles WHERE profile_picture_url = $2)
     OR EXISTS (SELECT 1 FROM study_groups WHERE group_picture_url = $2)
     OR EXISTS (SELECT 1 FROM questions WHERE details ->> 'image' = $1)
     OR EXISTS (SELECT 1 FROM question_attempts WHERE question_snapshot -> 'details' ->> 'image' = $1)`;

export interface Uploads {
  /** Checks the image, counts it against its owner's quota and stores it: its key. 413 past the quota. */
  store(ownerId: string, bytes: Buffer): Promise<string>;
  /**
   * Removes the images behind these keys or /storage/ URLs that nothing shows any more (a replaced picture or
   * question image), giving their space back. Call it after the change that replaced them has committed.
   */
  release(...keysOrUrls: Array<string | null | undefined>): Promise<void>;
}

export function createUploads(db: Database, images: ImageStore, quotaBytes = defaultImageQuotaBytes): Uploads {
  return {
    async store(ownerId, bytes) {
      const image = prepareImage(bytes);
      try {
        await db.transaction(async (tx) => {
          // One upload of a person at a time, so that two at once cannot both fit in what is left.
          await tx.query(`SELECT pg_advisory_xact_lock(hashtext('aula:images:' || $1))`, [ownerId]);
          const [row] = await tx.query<{ used: string }>('SELECT coalesce(sum(size_bytes), 0) AS used FROM image_uploads WHERE owner_id = $1', [
            ownerId,
          ]);
          const used = Number(row!.used);
          if (used + image.bytes.length > quotaBytes) throw quotaExceeded(used, quotaBytes, image.bytes.length);
          await tx.query('INSERT INTO image_uploads (key, owner_id, size_bytes) VALUES ($1, $2, $3)', [image.key, ownerId, image.bytes.length]);
          await images.put(image, tx);
        });
      } catch (error) {
        // A file written before the transaction failed is not left behind (the database store rolled back with it).
        await images.remove(image.key);
        throw error;
      }
      return image.key;
    },

    async release(...keysOrUrls) {
      const keys = new Set(keysOrUrls.map((value) => value?.replace(storagePrefix, '')).filter((key) => key && imageKeyPattern.test(key)));
      for (const key of keys as Set<string>) {
        await db.transaction(async (tx) => {
          if ((await tx.query(stillShown, [key, storagePrefix + key])).length > 0) return;
          await tx.query('DELETE FROM image_uploads WHERE key = $1', [key]);
          // Last, so that a file (which no transaction covers) goes only once the rest is done.
          await images.remove(key, tx);
        });
      }
    },
  };
}
