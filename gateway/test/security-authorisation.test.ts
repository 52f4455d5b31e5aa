import { describe, expect, it } from 'vitest';
import { mutationDoc } from './harness.js';
import { gql, ids, people, startSecurityFixture, type Role } from './securityFixture.js';

/**
 * The gateway's security suite, authorisation matrix: every node read and every mutation as outsider, member and
 * owner (abuse checks: security-abuse.test.ts).
 */

startSecurityFixture();

/** The id checkPracticeAnswer gives a question's author view: the question's uuid under the QuestionKey kind. */
const keyViewId = (questionId: string) =>
  Buffer.from(`QuestionKey:${Buffer.from(questionId, 'base64url').toString('utf8').split(':')[1]}`).toString('base64url');

describe('authorisation matrix: node reads', () => {
  const expectations: Array<[string, () => string, Record<Role, boolean>]> = [
    ['StudyGroup', () => ids.group!, { owner: true, member: true, outsider: false }],
    ['Assignment', () => ids.assignment!, { owner: true, member: true, outsider: false }],
    ['TrueOrFalseQuestion', () => ids.trueOrFalse!, { owner: true, member: true, outsider: false }],
    ['ShortAnswerQuestion', () => ids.shortAnswer!, { owner: true, member: true, outsider: false }],
    ['A question’s key view (QuestionKey)', () => keyViewId(ids.trueOrFalse!), { owner: true, member: false, outsider: false }],
    ['AssignmentAttempt', () => ids.attempt!, { owner: true, member: true, outsider: false }],
    ['QuestionAttempt', () => ids.questionAttempt!, { owner: true, member: true, outsider: false }],
    ['User (the owner’s)', () => people.owner.userId, { owner: true, member: false, outsider: false }],
    ['Profile (the owner’s, public)', () => people.owner.profileId, { owner: true, member: true, outsider: true }],
  ];
  for (const [kind, id, allowed] of expectations) {
    it(`${kind}: ${Object.entries(allowed)
      .map(([role, ok]) => `${role} ${ok ? 'reads' : 'is refused'}`)
      .join(', ')}`, async () => {
      for (const role of ['owner', 'member', 'outsider'] as const) {
        const result = await gql('query($id: ID!) { node(id: $id) { id } }', { id: id() }, people[role].token);
        if (allowed[role]) expect(result.data?.node?.id, role).toBe(id());
        else {
          expect(result.data?.node ?? null, role).toBeNull();
          expect(result.errors?.[0]?.extensions?.code, role).toBe('NOT_FOUND');
        }
      }
    });
  }

  it('a member reads questions without the key, the owner with it', async () => {
    const query = 'query($id: ID!) { node(id: $id) { ... on TrueOrFalseQuestion { correctAnswer viewerSeesAnswerKey } } }';
    expect((await gql(query, { id: ids.trueOrFalse }, people.member.token)).data.node).toEqual({ correctAnswer: null, viewerSeesAnswerKey: false });
    expect((await gql(query, { id: ids.trueOrFalse }, people.owner.token)).data.node).toEqual({ correctAnswer: true, viewerSeesAnswerKey: true });
  });
});

describe('authorisation matrix: mutations', () => {
  /** Each mutation with its input; refused roles must get FORBIDDEN, allowed ones succeed. Destructive ones last. */
  const matrix: Array<{ name: string; input: () => Record<string, unknown>; allowed: Role[]; select?: string }> = [
    { name: 'updateStudyGroup', input: () => ({ id: ids.group, name: 'Grupo seguro editado' }), allowed: ['owner'] },
    { name: 'addStudyGroupMembers', input: () => ({ id: ids.group, memberIds: [ids.extraProfile] }), allowed: ['owner'] },
    { name: 'removeStudyGroupMember', input: () => ({ id: ids.group, profileId: ids.extraProfile }), allowed: ['owner'] },
    { name: 'createAssignment', input: () => ({ studyGroupId: ids.group, name: 'Otra tarea', description: 'Matriz' }), allowed: ['owner'] },
    { name: 'updateAssignment', input: () => ({ id: ids.assignment, description: 'Descripción nueva' }), allowed: ['owner'] },
    { name: 'setAssignmentQuestions', input: () => ({ id: ids.assignment, questionIds: [ids.trueOrFalse, ids.shortAnswer] }), allowed: ['owner'] },
    {
      name: 'createQuestion',
      input: () => ({ assignmentId: ids.assignment, statement: 'Pregunta de la matriz', shortAnswer: {} }),
      allowed: ['owner'],
    },
    { name: 'updateQuestion', input: () => ({ id: ids.trueOrFalse, statement: 'El agua moja siempre' }), allowed: ['owner'] },
    { name: 'gradeQuestionAttempt', input: () => ({ id: ids.questionAttempt, score: 75 }), allowed: ['owner'] },
    {
      name: 'submitAssignmentAttempt',
      input: () => ({ assignmentId: ids.assignment, clientSubmissionId: `matrix-${Math.random().toString(36).slice(2)}`, answers: [] }),
      allowed: ['owner', 'member'],
    },
    { name: 'unlinkAssignmentQuestion', input: () => ({ id: ids.assignment, questionId: ids.shortAnswer }), allowed: ['owner'] },
    { name: 'deactivateQuestion', input: () => ({ id: ids.trueOrFalse }), allowed: ['owner'] },
    { name: 'deactivateAssignment', input: () => ({ id: ids.assignment }), allowed: ['owner'] },
    { name: 'deactivateStudyGroup', input: () => ({ id: ids.group }), allowed: ['owner'] },
  ];

  for (const { name, input, allowed } of matrix) {
    it(`${name}: only ${allowed.join(' and ')}`, async () => {
      // Refused roles first, so that nothing they try changes what the allowed role then does.
      const order: Role[] = [...(['outsider', 'member', 'owner'] as const)].sort((a, b) => Number(allowed.includes(a)) - Number(allowed.includes(b)));
      for (const role of order) {
        const result = await gql(mutationDoc(name, '__typename'), { input: input() }, people[role].token);
        if (allowed.includes(role)) {
          expect(result.errors, `${role}: ${JSON.stringify(result.errors)}`).toBeUndefined();
        } else {
          expect(result.data?.[name] ?? null, role).toBeNull();
          expect(result.errors?.[0]?.extensions?.code, role).toBe('FORBIDDEN');
          expect(result.errors?.[0]?.message).toBe('Acceso restringido. No tiene los roles para esta acción');
        }
      }
    });
  }

  it('the group ended as the owner left it: the refused tries changed nothing', async () => {
    const group = await gql('query($id: ID!) { node(id: $id) { ... on StudyGroup { name isActive } } }', { id: ids.group }, people.owner.token);
    expect(group.data.node).toEqual({ name: 'Grupo seguro editado', isActive: false });
  });
});
