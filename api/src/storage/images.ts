import { randomUUID } from 'node:crypto';
import { access, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import type { Queryable } from '../db/database.js';
import { ApiError, messages } from '../domain/errors.js';

export const maxImageBytes = 5 * 1024 * 1024;
/** Public URL prefix under which stored images are served. */
export const storagePrefix = '/storage/';

type ImageType = 'png' | 'jpg' | 'webp' | 'gif';

/**
 * The type of a complete, well-formed image, or null. The file's own bytes decide, never its name or declared type;
 * and the whole file is walked, so bytes that merely start like an image (a PNG header, then HTML) are refused.
 * Returns the bytes to store: a JPEG loses whatever follows its end marker (phones append motion photos there).
 */
export function checkImage(bytes: Buffer): { type: ImageType; bytes: Buffer } | null {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (bytes.subarray(0, 8).equals(pngSignature)) return isCompletePng(bytes) ? { type: 'png', bytes } : null;
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return isCompleteGif(bytes) ? { type: 'gif', bytes } : null;
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return isCompleteWebp(bytes) ? { type: 'webp', bytes } : null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    const end = jpegEnd(bytes);
    return end ? { type: 'jpg', bytes: bytes.subarray(0, end) } : null;
  }
  return null;
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Chunks from IHDR to IEND, each of a known shape and with its CRC, image data included, and nothing after IEND. */
function isCompletePng(bytes: Buffer): boolean {
  let offset = 8;
  let index = 0;
  let hasData = false;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || end > bytes.length) return false;
    if (crc32(bytes.subarray(offset + 4, end - 4)) !== bytes.readUInt32BE(end - 4)) return false;
    if ((index === 0) !== (type === 'IHDR') || (type === 'IHDR' && length !== 13)) return false;
    hasData ||= type === 'IDAT';
    if (type === 'IEND') return length === 0 && hasData && end === bytes.length;
    offset = end;
    index++;
  }
  return false;
}

/** Header, colour table, then extensions and images as sub-block chains, up to the trailer, which ends the file. */
function isCompleteGif(bytes: Buffer): boolean {
  const colorTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  // The sub-blocks from `offset` to their zero terminator; the offset after it, or -1 when the file ends first.
  const skipSubBlocks = (offset: number) => {
    while (offset < bytes.length && bytes[offset] !== 0) offset += bytes[offset]! + 1;
    return offset < bytes.length ? offset + 1 : -1;
  };
  if (bytes.length < 13) return false;
  let offset = 13 + colorTable(bytes[10]!);
  let images = 0;
  while (offset >= 0 && offset < bytes.length) {
    const block = bytes[offset];
    if (block === 0x3b) return images > 0 && offset === bytes.length - 1;
    if (block === 0x21) {
      offset = skipSubBlocks(offset + 2);
    } else if (block === 0x2c && offset + 10 <= bytes.length) {
      // Image descriptor (9 bytes after the separator), its colour table, the LZW code size, then the data.
      offset = skipSubBlocks(offset + 10 + colorTable(bytes[offset + 9]!) + 1);
      images++;
    } else {
      return false;
    }
  }
  return false;
}

/** The RIFF size is the file's, and its chunks, beginning with an image one, fill it exactly. */
function isCompleteWebp(bytes: Buffer): boolean {
  if (bytes.length < 20 || bytes.readUInt32LE(4) + 8 !== bytes.length) return false;
  if (!['VP8 ', 'VP8L', 'VP8X'].includes(bytes.toString('latin1', 12, 16))) return false;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const size = bytes.readUInt32LE(offset + 4);
    offset += 8 + size + (size % 2);
  }
  return offset === bytes.length;
}

/**
 * The length of a JPEG from SOI to EOI, walking its marker segments and scans; 0 when it is not one. A frame and a
 * scan must come before the end.
 */
function jpegEnd(bytes: Buffer): number {
  let offset = 2;
  let hasFrame = false;
  let hasScan = false;
  while (offset + 1 < bytes.length) {
    if (bytes[offset] !== 0xff) return 0;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset++; // fill byte
      continue;
    }
    if (marker === 0xd9) return hasFrame && hasScan ? offset + 2 : 0;
    if (marker === 0xd8 || marker === 0x00) return 0;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2; // standalone markers
      continue;
    }
    if (offset + 4 > bytes.length) return 0;
    const end = offset + 2 + bytes.readUInt16BE(offset + 2);
    if (end > bytes.length || bytes.readUInt16BE(offset + 2) < 2) return 0;
    hasFrame ||= marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    offset = end;
    if (marker === 0xda) {
      if (!hasFrame) return 0;
      hasScan = true;
      // Entropy-coded data runs to the next marker: 0xFF not followed by a stuffed 0x00 or a restart marker.
      while (offset + 1 < bytes.length) {
        const next = bytes[offset + 1]!;
        if (bytes[offset] === 0xff && next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
        offset++;
      }
    }
  }
  return 0;
}

export interface StoredImage {
  bytes: Buffer;
  contentType: string;
}

/** An image checked whole (prepareImage), with the random key it will be stored under. */
export interface PreparedImage {
  key: string;
  bytes: Buffer;
}

export interface ImageStore {
  /** Checks the whole image, stores it under a random key and returns the key (e.g. "4f1c….png"). */
  save(bytes: Buffer): Promise<string>;
  /** Stores a prepared image; in the database store, as part of `tx` when given. */
  put(image: PreparedImage, tx?: Queryable): Promise<void>;
  /** Removes a stored image (nothing when there is none); in the database store, as part of `tx` when given. */
  remove(key: string, tx?: Queryable): Promise<void>;
  /** The public URL path of a stored key. */
  url(key: string): string;
  exists(key: string): Promise<boolean>;
  /** A stored image's bytes and type, or null for a key never stored (or not shaped like one). */
  read(key: string): Promise<StoredImage | null>;
}

const contentTypes: Record<ImageType, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };
const typeOfKey = (key: string) => contentTypes[key.slice(key.lastIndexOf('.') + 1) as ImageType];

/** The checked image and the random key it is stored under; refuses what is too large or not a whole image. */
export function prepareImage(bytes: Buffer): PreparedImage {
  if (bytes.length > maxImageBytes) throw new ApiError(413, messages.imageTooLarge);
  const image = checkImage(bytes);
  if (!image) throw new ApiError(415, messages.unsupportedImage);
  return { key: `${randomUUID()}.${image.type}`, bytes: image.bytes };
}

/** What both stores do alike: save checks the bytes and puts them under a new key; a key's URL is its public path. */
function savingAndUrls(put: ImageStore['put']): Pick<ImageStore, 'save' | 'put' | 'url'> {
  return {
    async save(bytes) {
      const image = prepareImage(bytes);
      await put(image);
      return image.key;
    },
    put,
    url: (key) => storagePrefix + key,
  };
}

/** Images as files in a directory: the embedded single-process default (beside PGlite's own files). */
export async function createImageStore(dir: string): Promise<ImageStore> {
  await mkdir(dir, { recursive: true });
  const put = (image: PreparedImage) => writeFile(join(dir, image.key), image.bytes, { flag: 'wx' });
  return {
    ...savingAndUrls(put),
    async remove(key) {
      if (imageKeyPattern.test(key)) await rm(join(dir, key), { force: true });
    },
    exists: (key) =>
      imageKeyPattern.test(key)
        ? access(join(dir, key)).then(
            () => true,
            () => false,
          )
        : Promise.resolve(false),
    async read(key) {
      if (!imageKeyPattern.test(key)) return null;
      const bytes = await readFile(join(dir, key)).catch(() => null);
      return bytes && { bytes, contentType: typeOfKey(key) };
    },
  };
}

/**
 * Images in the database (stored_images): with PostgreSQL nothing is kept on a process's disk, so any api process
 * serves what another stored.
 */
export function createDatabaseImageStore(db: Queryable): ImageStore {
  const put = async (image: PreparedImage, tx: Queryable = db) => {
    await tx.query('INSERT INTO stored_images (key, bytes) VALUES ($1, $2)', [image.key, image.bytes]);
  };
  return {
    ...savingAndUrls(put),
    async remove(key, tx = db) {
      await tx.query('DELETE FROM stored_images WHERE key = $1', [key]);
    },
    async exists(key) {
      if (!imageKeyPattern.test(key)) return false;
      return (await db.query('SELECT 1 FROM stored_images WHERE key = $1', [key])).length > 0;
    },
    async read(key) {
      if (!imageKeyPattern.test(key)) return null;
      const [row] = await db.query<{ bytes: Uint8Array }>('SELECT bytes FROM stored_images WHERE key = $1', [key]);
      return row ? { bytes: Buffer.from(row.bytes), contentType: typeOfKey(key) } : null;
    },
  };
}

/**
 * Moves images an earlier version stored as files in `dir` into the database store (once; files already there
 * are skipped), so that a PostgreSQL deployment keeps serving them after the upgrade. The files are left in place.
 */
export async function importImageFiles(db: Queryable, dir: string): Promise<number> {
  const keys = (await readdir(dir).catch(() => [] as string[])).filter((name) => imageKeyPattern.test(name));
  if (keys.length === 0) return 0;
  const known = new Set((await db.query<{ key: string }>('SELECT key FROM stored_images WHERE key = ANY($1)', [keys])).map((row) => row.key));
  let imported = 0;
  for (const key of keys.filter((name) => !known.has(name))) {
    const rows = await db.query('INSERT INTO stored_images (key, bytes) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key', [
      key,
      await readFile(join(dir, key)),
    ]);
    imported += rows.length;
  }
  return imported;
}

/** Keys we hand out look exactly like this; anything else is refused before touching the disk. */
export const imageKeyPattern = /^[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;
