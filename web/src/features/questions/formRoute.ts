import type { QuestionType } from '../../questionKinds/kind';
import { parseQuestionType } from '../../questionKinds/registry';

/**
 * The four routes of the question form (QuestionFormPage):
 * - /profile/addQuestion: plain create;
 * - /groups/assignments/add/link-question?assignmentId=: create and link to the assignment;
 * - /profile/questions/update/{type}?questionId=: edit from the bank (then /profile);
 * - /groups/assignments/update-question-assignment/{fromAssign}/{type}?questionId=&assignmentId=&studyGroupId=:
 *   edit from an assignment (fromAssign 'true': then back to the assignment's edit screen).
 */
export type FormRoute =
  | { kind: 'create' }
  | { kind: 'link'; assignmentId: string }
  | {
      kind: 'update';
      typeParam: string;
      type: QuestionType | null;
      questionId: string;
      returnTo: { assignmentId: string; studyGroupId: string } | null;
    };

export function formRoute(params: Record<string, string | undefined>, search: URLSearchParams): FormRoute {
  if (params.type !== undefined) {
    const assignmentId = search.get('assignmentId') ?? '';
    const studyGroupId = search.get('studyGroupId') ?? '';
    return {
      kind: 'update',
      typeParam: params.type,
      type: parseQuestionType(params.type),
      questionId: search.get('questionId') ?? '',
      returnTo: params.fromAssign === 'true' && assignmentId && studyGroupId ? { assignmentId, studyGroupId } : null,
    };
  }
  const assignmentId = search.get('assignmentId');
  return assignmentId ? { kind: 'link', assignmentId } : { kind: 'create' };
}
