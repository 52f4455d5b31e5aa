import { randomUUID } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiError, messages } from '../http/errors.js';

export const maxImageBytes = 5 * 1024 * 1024;
/** Public URL prefix under which stored images are served. */
export const storagePrefix = '/storage/';

type ImageType = 'png' | 'jpg' | 'webp' | 'gif';

// The file's own first bytes decide its type; its name and declared content type are not trusted.
function detectImageType(bytes: Buffer): ImageType | null {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface ImageStore {
  readonly dir: string;
  /** Checks the bytes, stores them under a random key and returns the key (e.g. "4f1c….png"). */
  save(bytes: Buffer): Promise<string>;
  /** The public URL path of a stored key. */
  url(key: string): string;
  exists(key: string): Promise<boolean>;
}

export async function createImageStore(dir: string): Promise<ImageStore> {
  await mkdir(dir, { recursive: true });
  return {
    dir,
    async save(bytes) {
      if (bytes.length > maxImageBytes) throw new ApiError(413, messages.imageTooLarge);
      const type = detectImageType(bytes);
      if (!type) throw new ApiError(415, messages.unsupportedImage);
      const key = `${randomUUID()}.${type}`;
      await writeFile(join(dir, key), bytes, { flag: 'wx' });
      return key;
    },
    url: (key) => storagePrefix + key,
    exists: (key) =>
      imageKeyPattern.test(key)
        ? access(join(dir, key)).then(() => true, () => false)
        : Promise.resolve(false),
  };
}

/** Keys we hand out look exactly like this; anything else is refused before touching the disk. */
export const imageKeyPattern = /^[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;
