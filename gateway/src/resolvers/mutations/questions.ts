import type { GatewayContext } from '../../context.js';
import { cursorOf } from '../../connections.js';
import { badUserInput } from '../../errors.js';
import { idOf } from '../../globalId.js';
import { tag } from '../../parents.js';
import { withoutNulls } from '../../withoutNulls.js';
import { type RestAssignment, type RestQuestion, type RestQuestionType } from '../../rest.js';
import { imageForm } from './uploads.js';

interface TypeInputs {
  trueOrFalse?: { correctAnswer?: boolean | null; image?: File | null; removeImage?: boolean | null } | null;
  fillBlanks?: { correctWords: string[] } | null;
  matchColumns?: { leftColumn: string[]; rightColumn: string[] } | null;
  multipleAnswer?: { options: string[]; correctOptionsIndex: number[] } | null;
  shortAnswer?: { acceptedAnswers?: string[] | null } | null;
}

interface QuestionFields extends TypeInputs {
  statement?: string | null;
  difficulty?: string | null;
}

const typeOfInput: Record<keyof TypeInputs, RestQuestionType> = {
  trueOrFalse: 'TRUE_OR_FALSE',
  fillBlanks: 'FILL_BLANKS',
  matchColumns: 'MATCH_COLUMNS',
  multipleAnswer: 'MULTIPLE_ANSWER',
  shortAnswer: 'SHORT_ANSWER',
};

/** The one type input given (exactly one is required) as the api's type and fields. */
async function typeFields(input: TypeInputs, { api }: GatewayContext, required: boolean): Promise<Record<string, unknown>> {
  const given = (Object.keys(typeOfInput) as Array<keyof TypeInputs>).filter((key) => input[key]);
  if (given.length > 1 || (required && given.length === 0)) throw badUserInput('Indique exactamente un tipo de pregunta');
  const key = given[0];
  if (!key) return {};
  const type = typeOfInput[key];
  const { image, removeImage, ...fields } = input[key] as Record<string, unknown>;
  // Fields left out (or null) stay as they are on update and take the api's defaults on create.
  const body: Record<string, unknown> = { type, ...withoutNulls(fields) };
  if (image) {
    const stored = await api.call<{ key: string }>({ method: 'POST', path: '/images/upload', form: await imageForm(image as File) });
    body.image = stored.key;
  } else if (removeImage) {
    body.image = null;
  }
  return body;
}

export const questionMutations = {
  async createQuestion(_: unknown, { input }: { input: QuestionFields & { assignmentId?: string | null } }, context: GatewayContext) {
    const question: Record<string, unknown> = { ...withoutNulls({ statement: input.statement, difficulty: input.difficulty }), ...(await typeFields(input, context, true)) };
    let created: RestQuestion;
    let assignment: RestAssignment | null = null;
    if (input.assignmentId) {
      const result = await context.api.call<{ createdQuestion: RestQuestion; updatedAssignment: RestAssignment }>({
        method: 'POST',
        path: '/assignments-questions/createAssignmentsQuestions',
        body: { assignmentId: idOf(input.assignmentId, 'Assignment'), question },
      });
      created = result.createdQuestion;
      assignment = result.updatedAssignment;
    } else {
      const path = {
        TRUE_OR_FALSE: 'createTrueOrFalseQuestion',
        FILL_BLANKS: 'createFillBlanksQuestion',
        MATCH_COLUMNS: 'createMatchColumnsQuestion',
        MULTIPLE_ANSWER: 'createMultipleAnswerQuestion',
        SHORT_ANSWER: 'createShortAnswerQuestion',
      }[question.type as RestQuestionType];
      created = await context.api.call<RestQuestion>({ method: 'POST', path: `/question/${path}`, body: question });
    }
    const node = tag.question(created);
    return { question: node, questionEdge: { cursor: cursorOf(node.id), node }, assignment: assignment && tag.assignment(assignment) };
  },

  async updateQuestion(_: unknown, { input }: { input: QuestionFields & { id: string } }, context: GatewayContext) {
    const body = { ...withoutNulls({ statement: input.statement, difficulty: input.difficulty }), ...(await typeFields(input, context, false)) };
    const question = await context.api.call<RestQuestion>({
      method: 'PATCH',
      path: `/question/updateQuestion/${idOf(input.id, 'Question')}`,
      body,
    });
    return { question: tag.question(question) };
  },

  async deactivateQuestion(_: unknown, { input }: { input: { id: string } }, { api }: GatewayContext) {
    const question = await api.call<RestQuestion>({ method: 'PATCH', path: `/question/deactivate/${idOf(input.id, 'Question')}` });
    return { question: tag.question(question), deactivatedQuestionId: input.id };
  },
};
