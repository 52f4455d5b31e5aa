import type { Queryable } from '../../db/database.js';
import { gradebookCsv, type CsvSeparator } from './csv.js';
import { loadGradebookTable } from './table.js';
import { gradebookXlsx, xlsxContentType } from './xlsx.js';

export type GradebookFormat = 'xlsx' | 'csv';

export interface GradebookFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** A name as a safe part of a file name: 'matematicas-3b' for 'Matemáticas 3.º B' (at most 60 characters). */
export const fileSlug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '');

/** A safe file name from the group's name: 'calificaciones-matematicas-3b.xlsx' for 'Matemáticas 3.º B'. */
export function gradebookFileName(groupName: string, format: GradebookFormat) {
  return `calificaciones-${fileSlug(groupName) || 'grupo'}.${format}`;
}

/** The owner's gradebook as a file to download (403 for anyone else). */
export async function gradebookFile(
  db: Queryable,
  groupId: string,
  viewerId: string,
  format: GradebookFormat,
  separator: CsvSeparator = 'comma',
): Promise<GradebookFile> {
  const table = await loadGradebookTable(db, groupId, viewerId);
  const [group] = await db.query<{ name: string }>('SELECT name FROM study_groups WHERE id = $1', [groupId]);
  const groupName = group?.name ?? '';
  const fileName = gradebookFileName(groupName, format);
  if (format === 'xlsx') return { fileName, contentType: xlsxContentType, bytes: await gradebookXlsx(table, groupName) };
  return { fileName, contentType: 'text/csv; charset=utf-8', bytes: Buffer.from(gradebookCsv(table, separator), 'utf8') };
}
