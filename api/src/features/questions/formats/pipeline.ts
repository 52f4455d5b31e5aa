import { errorMessages, importTooLargeMessage, maxImportBytes as commonMaxImportBytes } from '@aula/common';
import type { Database, Queryable } from '../../../db/database.js';
import { ApiError, badRequest, forbidden } from '../../../domain/errors.js';
import { prepareImage, type ImageStore } from '../../../storage/images.js';
import type { Uploads } from '../../../storage/uploads.js';
import { linksPractisedQuestions } from '../../assignments/questionList.js';
import { assertAssignmentOwner } from '../../studyGroups/access.js';
import { kindOf } from '../kinds/registry.js';
import { assignmentQuestions, detailsOf, insertQuestions, type QuestionRow } from '../repository.js';
import type { QuestionInput } from '../schemas.js';
import { authorView } from '../views.js';
import { codecOf } from './codecs.js';
import type { ExportedQuestion, ImportProblem, ImportedQuestion, QuestionFormat } from './format.js';
import { activeBank, activeWithStatements, linkAll, questionsByIds } from './repository.js';
import { questionLabel } from './text.js';

// The import and export pipeline: a format's codec reads the file into create bodies, each kind's own `input`
// schema checks them exactly as a create would, and then all are created in one transaction (or none are).

/** At most this many bytes per import (the file or the text, UTF-8). */
export const maxImportBytes = commonMaxImportBytes;
/** At most this many questions per import. */
export const maxImportQuestions = 1000;

export const importTooLarge = (bytes: number) => new ApiError(413, importTooLargeMessage(bytes));

export interface ImportRequest {
  format: QuestionFormat;
  text: string;
  dryRun?: boolean;
  assignmentId?: string;
  /** The teacher agreed to link to a graded assignment questions whose solutions students saw in Modo Libre. */
  confirmPractisedKeys?: boolean;
}

interface Checked {
  read: ImportedQuestion;
  input: QuestionInput;
  /** Identity for reuse: kind, statement, key (details) and explanation. */
  identity: string;
}

/** JSON with object keys sorted, so two equal details compare equal whatever order their fields were written in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );

const identityOf = (type: string, statement: string, details: unknown, explanation: string | null | undefined) =>
  canonical([type, statement, details, explanation ?? null]);

/** Checks each read question with its kind's create schema; what fails becomes a problem naming the question. */
function check(read: ImportedQuestion[], problems: ImportProblem[]): Checked[] {
  return read.flatMap((question) => {
    const kind = kindOf(question.body.type);
    const label = questionLabel(question.name, question.body.statement ?? '');
    if (!kind) {
      problems.push({ line: question.line, message: `Pregunta ${label}: tipo de pregunta desconocido`, warning: false });
      return [];
    }
    const parsed = kind.input.safeParse({ ...question.body, explanation: question.explanation ?? null });
    if (!parsed.success) {
      const messages = [...new Set(parsed.error.issues.map((issue) => issue.message))].join('; ');
      problems.push({ line: question.line, message: `Pregunta ${label} (línea ${question.line}): ${messages}`, warning: false });
      return [];
    }
    const input = parsed.data as QuestionInput;
    // An embedded image is checked now, as storing it would (a dry run shows the problem; nothing stores it yet).
    if (question.image && kind.image) {
      try {
        prepareImage(question.image.bytes);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const image = `«${question.image.fileName}»`;
        problems.push({
          line: question.line,
          message: `Pregunta ${label} (línea ${question.line}): la imagen ${image} no se puede importar. ${error.message}`,
          warning: false,
        });
        return [];
      }
    }
    return [{ read: question, input, identity: identityOf(input.type, input.statement, detailsOf(input), input.explanation) }];
  });
}

/** An image read from a file, not stored yet, as a data: URL for the dry run's preview. */
function previewImageUrl(bytes: Buffer): string {
  const image = prepareImage(bytes);
  const type = image.key.slice(image.key.lastIndexOf('.') + 1);
  return `data:image/${type === 'jpg' ? 'jpeg' : type};base64,${image.bytes.toString('base64')}`;
}

/** The author's active questions that an imported one would repeat, by identity. */
async function existingByIdentity(db: Queryable, authorId: string, checked: Checked[]) {
  const rows = await activeWithStatements(db, authorId, [...new Set(checked.map((question) => question.input.statement))]);
  const byIdentity = new Map<string, QuestionRow>();
  for (const row of rows) {
    const identity = identityOf(row.type, row.statement, row.details, row.explanation);
    if (!byIdentity.has(identity)) byIdentity.set(identity, row);
  }
  return byIdentity;
}

/** A question as it would be created (dry run, or an import stopped by a problem): its author view. */
function previewRow(question: Checked, authorId: string, index: number): QuestionRow {
  return {
    id: `vista-previa-${index + 1}`,
    seq: 0,
    type: question.input.type,
    statement: question.input.statement,
    difficulty: question.input.difficulty,
    profile_id: authorId,
    assignment_id: null,
    details: detailsOf(question.input),
    is_active: true,
    explanation: question.input.explanation ?? null,
  };
}

/**
 * As setting an assignment's questions: a graded assignment may not, unconfirmed, take questions (reused ones: new
 * ones have never been practised) whose solutions students saw in Modo Libre (409 with the same message).
 */
async function assertNoPractisedKeys(db: Queryable, assignmentId: string, checked: Checked[], existing: Map<string, QuestionRow>) {
  const reused = checked.flatMap((question) => existing.get(question.identity)?.id ?? []);
  if (reused.length === 0) return;
  const [assignment] = await db.query<{ open_for_practice: boolean }>('SELECT open_for_practice FROM assignments WHERE id = $1', [assignmentId]);
  if (assignment?.open_for_practice) return;
  if (await linksPractisedQuestions(db, assignmentId, reused)) throw new ApiError(409, errorMessages.practisedQuestions);
}

/**
 * Reads a file and, unless it is a dry run or any problem is not a warning, creates its questions in one
 * transaction (reusing the author's identical active ones) and links them to `assignmentId` in the file's order.
 */
export async function importQuestions(db: Database, images: ImageStore, uploads: Uploads, authorId: string, request: ImportRequest) {
  const bytes = Buffer.byteLength(request.text, 'utf8');
  if (bytes > maxImportBytes) throw importTooLarge(bytes);
  if (request.assignmentId) await assertAssignmentOwner(db, request.assignmentId, authorId);
  const codec = codecOf(request.format);
  const { questions: read, problems } = codec.read(request.text.replace(/^\uFEFF/, ''));
  if (read.length > maxImportQuestions) {
    throw badRequest(`El archivo tiene ${read.length} preguntas; se admiten como máximo ${maxImportQuestions} por importación`);
  }
  if (read.length === 0 && !problems.some((problem) => !problem.warning)) {
    problems.push({ line: null, message: 'El archivo no contiene ninguna pregunta', warning: false });
  }
  const checked = check(read, problems);
  problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const existing = await existingByIdentity(db, authorId, checked);
  if (request.assignmentId && !request.confirmPractisedKeys) await assertNoPractisedKeys(db, request.assignmentId, checked, existing);
  const blocked = problems.some((problem) => !problem.warning);
  if (request.dryRun || blocked) {
    const questions = checked.map((question, i) => {
      const stored = existing.get(question.identity);
      const view = authorView(stored ?? previewRow(question, authorId, i), images.url);
      // Not stored yet: the preview shows the file's image itself (checked above), as a data: URL.
      return !stored && question.read.image && kindOf(question.input.type).image
        ? { ...view, imageUrl: previewImageUrl(question.read.image.bytes) }
        : view;
    });
    return { questions, problems, imported: 0, assignmentId: request.assignmentId ?? null };
  }
  // Images (a Moodle XML true/false question's) are stored first, as a single create stores its file.
  for (const question of checked) {
    if (question.read.image && kindOf(question.input.type).image && !existing.has(question.identity)) {
      (question.input as { image?: string | null }).image = await uploads.store(authorId, question.read.image.bytes);
    }
  }
  const rows = await db.transaction(async (tx) => {
    // New ones (each identity once: a file that repeats a question creates it once) in one insert, in file order.
    const fresh = new Map<string, QuestionInput>();
    for (const question of checked) {
      if (!existing.has(question.identity) && !fresh.has(question.identity)) {
        fresh.set(question.identity, { ...question.input, assignmentId: request.assignmentId ?? null });
      }
    }
    const inserted = await insertQuestions(tx, authorId, [...fresh.values()]);
    const created = new Map(existing);
    [...fresh.keys()].forEach((identity, i) => created.set(identity, inserted[i]!));
    const result = checked.map((question) => created.get(question.identity)!);
    if (request.assignmentId) {
      await linkAll(
        tx,
        request.assignmentId,
        result.map((row) => row.id),
      );
    }
    return result;
  });
  return { questions: rows.map((row) => authorView(row, images.url)), problems, imported: rows.length, assignmentId: request.assignmentId ?? null };
}

export interface ExportRequest {
  format: QuestionFormat;
  ids?: string[];
  assignmentId?: string;
}

/**
 * The viewer's questions in a format: those of `ids` (their own only), an assignment's (its owner), or their whole
 * active bank, oldest first. Questions the format cannot hold are left out and listed in `notExported`.
 */
export async function exportQuestions(db: Queryable, images: ImageStore, viewerId: string, request: ExportRequest) {
  const codec = codecOf(request.format);
  let rows: QuestionRow[];
  if (request.assignmentId) {
    await assertAssignmentOwner(db, request.assignmentId, viewerId);
    rows = await assignmentQuestions(db, [request.assignmentId]);
  } else if (request.ids) {
    const found = await questionsByIds(db, request.ids);
    if (found.length < new Set(request.ids).size || found.some((row) => row.profile_id !== viewerId)) throw forbidden();
    const byId = new Map(found.map((row) => [row.id, row]));
    rows = [...new Set(request.ids)].map((id) => byId.get(id)!);
  } else {
    rows = await activeBank(db, viewerId);
  }
  const questions = rows.map((row) => authorView(row, images.url) as unknown as ExportedQuestion);
  // Moodle XML carries a true/false question's image in the file (base64): its bytes from the image store.
  if (request.format === 'MOODLE_XML') {
    for (const question of questions) {
      if (typeof question.image !== 'string') continue;
      const stored = await images.read(question.image);
      if (stored) question.imageFile = { bytes: stored.bytes, fileName: question.image };
    }
  }
  const fits = (question: ExportedQuestion) => codec.exportable?.(question) ?? true;
  const notExported = questions.filter((question) => !fits(question)).map((question) => question.id);
  return { text: codec.write(questions.filter(fits)), notExported };
}
