import type { GatewayContext } from '../../context.js';
import { cursorOf } from '../../connections.js';
import { idOf, toGlobalId } from '../../globalId.js';
import { tag } from '../../parents.js';
import { withoutNulls } from '../../withoutNulls.js';
import { type RestAssignment, type RestQuestion } from '../../rest.js';

interface AssignmentFields {
  name?: string | null;
  description?: string | null;
  difficulty?: string | null;
  dueDate?: string | null;
  questionIds?: string[] | null;
}

function restFields(input: AssignmentFields) {
  return {
    ...withoutNulls({ name: input.name, description: input.description, difficulty: input.difficulty }),
    // null clears the due date.
    dueDate: input.dueDate,
    questionsIds: input.questionIds?.map((id) => idOf(id, 'Question')),
  };
}

export const assignmentMutations = {
  async createAssignment(_: unknown, { input }: { input: AssignmentFields & { studyGroupId: string } }, { api }: GatewayContext) {
    const assignment = tag.assignment(
      await api.call<RestAssignment>({
        method: 'POST',
        path: '/assignments/create',
        body: { ...restFields(input), studyGroupId: idOf(input.studyGroupId, 'StudyGroup') },
      }),
    );
    return { assignment, assignmentEdge: { cursor: cursorOf(assignment.id), node: assignment } };
  },

  async updateAssignment(_: unknown, { input }: { input: AssignmentFields & { id: string } }, { api }: GatewayContext) {
    const assignment = await api.call<RestAssignment>({
      method: 'PATCH',
      path: `/assignments/update/${idOf(input.id, 'Assignment')}`,
      body: restFields(input),
    });
    return { assignment: tag.assignment(assignment) };
  },

  async deactivateAssignment(_: unknown, { input }: { input: { id: string } }, { api }: GatewayContext) {
    const assignment = await api.call<RestAssignment>({ method: 'PATCH', path: `/assignments/deactivate/${idOf(input.id, 'Assignment')}` });
    return { assignment: tag.assignment(assignment), deactivatedAssignmentId: input.id };
  },

  async setAssignmentQuestions(_: unknown, { input }: { input: { id: string; questionIds: string[] } }, { api }: GatewayContext) {
    const assignment = await api.call<RestAssignment>({
      method: 'PATCH',
      path: `/assignments/update/${idOf(input.id, 'Assignment')}`,
      body: { questionsIds: input.questionIds.map((id) => idOf(id, 'Question')) },
    });
    return { assignment: tag.assignment(assignment) };
  },

  async unlinkAssignmentQuestion(_: unknown, { input }: { input: { id: string; questionId: string } }, { api }: GatewayContext) {
    const questionId = idOf(input.questionId, 'Question');
    const result = await api.call<{ assignment: RestAssignment; question: RestQuestion }>({
      method: 'PATCH',
      path: `/assignments/delete/link-questions/${idOf(input.id, 'Assignment')}/${questionId}`,
    });
    return {
      assignment: tag.assignment(result.assignment),
      question: tag.question(result.question),
      unlinkedQuestionId: toGlobalId('Question', questionId),
    };
  },
};
