import { errorMessages, type GradingMethod } from '@aula/common';
import type { Database, Queryable } from '../../db/database.js';
import { ApiError, badRequest, forbidden } from '../../domain/errors.js';
import { createdBefore, onceFor } from '../../http/idempotency.js';
import type { ImageStore } from '../../storage/images.js';
import type { Uploads } from '../../storage/uploads.js';
import { createQuestion } from '../questions/authoring.js';
import type { QuestionInput } from '../questions/schemas.js';
import { notifyAssignmentPublished } from '../notifications/repository.js';
import { assertAssignee, assertGroupOwner } from '../studyGroups/access.js';
import { loadAssignment, loadOwnAssignment } from './access.js';
import { appendQuestion, linksPractisedQuestions, setQuestions, usesPractisedQuestions } from './questionList.js';
import { insertAssignment, toAssignment, updateAssignment, type AssignmentRow } from './repository.js';
import type { AssignmentUpdate } from './schemas.js';

// What a group's owner does to its assignments; each change is one transaction.

export interface AssignmentDraft {
  name: string;
  description: string;
  difficulty: string;
  studyGroupId: string;
  assignerProfileId?: string;
  assigneeProfileId?: string | null;
  dueDate?: string | null;
  questionsIds: string[];
  clientMutationId?: string;
  maxAttempts: number | null;
  gradingMethod: GradingMethod;
  openForPractice: boolean;
  timeLimitMinutes: number | null;
  closeAt?: string | null;
  /** The teacher confirmed using questions whose solutions students saw in Modo Libre (else 409). */
  confirmPractisedKeys?: boolean;
}

/** 409 until the teacher confirms: students already know these keys from Modo Libre. */
const practisedKeys = (message: string) => new ApiError(409, message);

/** 400 when the assignment would close before (or at) its due date. */
function assertClosesAfterDue(dueDate: string | Date | null | undefined, closeAt: string | Date | null | undefined) {
  if (dueDate && closeAt && new Date(closeAt).getTime() <= new Date(dueDate).getTime()) throw badRequest(errorMessages.closeBeforeDue);
}

/** A new assignment in the viewer's group, assigned by the viewer, with its first questions in order: a draft. */
export async function createAssignment(db: Database, viewerId: string, input: AssignmentDraft) {
  if (input.assignerProfileId && input.assignerProfileId !== viewerId) throw forbidden();
  assertClosesAfterDue(input.dueDate, input.closeAt);
  const first = async () => {
    const id = await createdBefore(db, 'assignments', viewerId, input.clientMutationId);
    return id ? loadAssignment(db, id, viewerId) : undefined;
  };
  // The same clientMutationId again (a retry) returns the assignment created the first time.
  const row =
    (await first()) ??
    (await onceFor(
      () =>
        db.transaction(async (tx) => {
          await assertGroupOwner(tx, input.studyGroupId, viewerId);
          if (input.assigneeProfileId) await assertAssignee(tx, input.studyGroupId, input.assigneeProfileId);
          if (!input.openForPractice && !input.confirmPractisedKeys && (await linksPractisedQuestions(tx, null, input.questionsIds))) {
            throw practisedKeys(errorMessages.practisedQuestions);
          }
          const id = await insertAssignment(tx, viewerId, input);
          await setQuestions(tx, id, input.questionsIds, viewerId);
          return loadAssignment(tx, id, viewerId);
        }),
      first,
    ));
  return toAssignment(row);
}

/** Changes the fields given; questionsIds, when given, becomes its list of questions. It never changes group. */
export async function editAssignment(db: Database, viewerId: string, id: string, input: AssignmentUpdate) {
  const row = await db.transaction(async (tx) => {
    const current = await loadOwnAssignment(tx, id, viewerId);
    if (input.studyGroupId && input.studyGroupId !== current.study_group_id) {
      throw badRequest('Una tarea no puede cambiar de grupo');
    }
    if (input.assigneeProfileId) await assertAssignee(tx, current.study_group_id, input.assigneeProfileId);
    assertClosesAfterDue(
      input.dueDate === undefined ? current.due_date : input.dueDate,
      input.closeAt === undefined ? current.close_at : input.closeAt,
    );
    if (!input.confirmPractisedKeys) await assertNoPractisedKeys(tx, current, input);
    await updateAssignment(tx, id, input);
    if (input.questionsIds) await setQuestions(tx, id, input.questionsIds, viewerId);
    await notifyAssignmentPublished(tx, id);
    return loadAssignment(tx, id, viewerId);
  });
  return toAssignment(row);
}

/**
 * An assignment that is (or becomes) graded may not, unconfirmed, take keys students saw in Modo Libre: closing
 * Modo Libre on practised questions, or linking a practised question.
 */
async function assertNoPractisedKeys(tx: Queryable, current: { id: string; open_for_practice: boolean }, input: AssignmentUpdate) {
  if (input.openForPractice ?? current.open_for_practice) return;
  if (current.open_for_practice) {
    const practised = input.questionsIds ? await linksPractisedQuestions(tx, null, input.questionsIds) : await usesPractisedQuestions(tx, current.id);
    if (practised) throw practisedKeys(errorMessages.practisedAssignment);
  } else if (input.questionsIds && (await linksPractisedQuestions(tx, current.id, input.questionsIds))) {
    throw practisedKeys(errorMessages.practisedQuestions);
  }
}

/**
 * A new question of any type, written for the assignment and added after its last one: created by the same call as
 * any question (its retry protection included: the same clientMutationId again links nothing twice), linked in the
 * question's own transaction, which also reads the assignment as this question left it.
 */
export async function addNewQuestion(
  db: Database,
  images: ImageStore,
  uploads: Uploads,
  viewerId: string,
  assignmentId: string,
  question: QuestionInput,
) {
  let linkedTo: AssignmentRow | undefined;
  const createdQuestion = await createQuestion(
    db,
    images,
    uploads,
    viewerId,
    { ...question, assignmentId },
    {
      alongside: async (tx, questionId) => {
        await appendQuestion(tx, assignmentId, questionId);
        await notifyAssignmentPublished(tx, assignmentId);
        linkedTo = await loadAssignment(tx, assignmentId, viewerId);
      },
    },
  );
  // A retry linked nothing now: the assignment as it is.
  return { createdQuestion, updatedAssignment: toAssignment(linkedTo ?? (await loadAssignment(db, assignmentId, viewerId))) };
}
