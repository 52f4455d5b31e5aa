import { describe, expect, it } from 'vitest';
import { questionTypenames } from './harness.js';
import { groups, ok, student, teacher, startQueryFixture } from './queryFixture.js';

// The nested group tree read in one operation.

startQueryFixture();

describe('the nested tree: group → members/assignments → questions/attempts → question attempts → question', () => {
  const tree = `{
    viewer { studyGroups(first: 10) { edges { node {
      name viewerIsOwner owner { username }
      members { totalCount edges { node { username } } pageInfo { hasNextPage } }
      assignments { edges { node {
        name questionCount viewerIsOwner assigner { username } studyGroup { name }
        questions { __typename }
        studentsWithAttempts { username }
        attempts { edges { node {
          score pendingCount profile { username }
          questionAttempts {
            score trueOrFalseAnswer filledBlanks userColumnsOrder chosenOptionsIndex shortAnswer numericalAnswer orderingAnswer orderedItems
            profile { username }
            question { __typename ... on QuestionCommon { statement } }
          }
        } } }
      } } }
    } } } }
  }`;

  it("the teacher sees every group, its members, assignments and the students' attempts", async () => {
    const data = await ok(tree, {}, teacher.token);
    const [algebra, geometry] = data.viewer.studyGroups.edges.map((e: any) => e.node);
    expect(geometry).toMatchObject({ name: 'Geometría', members: { totalCount: 1 }, assignments: { edges: [] } });
    expect(algebra.owner.username).toBe('taniaquispe');
    expect(algebra.members.totalCount).toBe(2);
    expect(algebra.members.edges.map((e: any) => e.node.username)).toEqual(['taniaquispe', 'sergioquispe']);
    const [review, shortQuiz] = algebra.assignments.edges.map((e: any) => e.node);
    expect(review).toMatchObject({
      name: 'Repaso general',
      questionCount: 7,
      viewerIsOwner: true,
      assigner: { username: 'taniaquispe' },
      studyGroup: { name: 'Álgebra' },
      studentsWithAttempts: [{ username: 'sergioquispe' }],
    });
    expect(review.questions.map((q: any) => q.__typename)).toEqual(questionTypenames);
    const [graded] = review.attempts.edges.map((e: any) => e.node);
    expect(graded.profile.username).toBe('sergioquispe');
    expect(graded.pendingCount).toBe(0);
    expect(graded.questionAttempts).toEqual([
      expect.objectContaining({
        score: 100,
        trueOrFalseAnswer: true,
        question: { __typename: 'TrueOrFalseQuestion', statement: 'El sol es una estrella' },
      }),
      expect.objectContaining({
        score: 50,
        filledBlanks: ['lima', 'Peru'],
        trueOrFalseAnswer: null,
        question: expect.objectContaining({ __typename: 'FillBlanksQuestion' }),
      }),
      expect.objectContaining({ score: 100, userColumnsOrder: ['Lima', 'Santiago', 'Brasilia'] }),
      expect.objectContaining({ chosenOptionsIndex: [0, 1] }),
      expect.objectContaining({ score: 100, shortAnswer: 'Con la luz del sol', profile: { username: 'sergioquispe' } }),
      expect.objectContaining({ score: 100, numericalAnswer: 42, shortAnswer: null, orderingAnswer: null }),
      expect.objectContaining({ score: 100, orderedItems: ['uno', 'dos', 'tres'], numericalAnswer: null }),
    ]);
    expect(graded.questionAttempts[3].score).toBeCloseTo(200 / 3, 5);
    // Newest first: the second attempt (0) before the first (100).
    expect(shortQuiz.attempts.edges.map((e: any) => e.node.score)).toEqual([0, 100]);
  });

  it('a student sees the group as a member, and only their own attempts', async () => {
    const data = await ok(tree, {}, student.token);
    const [algebra] = data.viewer.studyGroups.edges.map((e: any) => e.node);
    expect(algebra.viewerIsOwner).toBe(false);
    expect(algebra.members.totalCount).toBe(2);
    const review = algebra.assignments.edges[0].node;
    expect(review.viewerIsOwner).toBe(false);
    expect(review.attempts.edges).toHaveLength(1);
    // The solver view of the fill-blanks question, even inside the attempt.
    expect(review.attempts.edges[0].node.questionAttempts[1].question.statement).toBe('____ es la capital del ____');
  });

  it('pages a nested connection with first/after', async () => {
    const query = `query($id: ID!, $after: String) { node(id: $id) { ... on StudyGroup {
      members(first: 1, after: $after) { totalCount edges { cursor node { username } } pageInfo { hasNextPage hasPreviousPage endCursor } }
    } } }`;
    const first = (await ok(query, { id: groups[0] }, teacher.token)).node.members;
    expect(first).toMatchObject({
      totalCount: 2,
      edges: [{ node: { username: 'taniaquispe' } }],
      pageInfo: { hasNextPage: true, hasPreviousPage: false },
    });
    const second = (await ok(query, { id: groups[0], after: first.pageInfo.endCursor }, teacher.token)).node.members;
    expect(second).toMatchObject({ edges: [{ node: { username: 'sergioquispe' } }], pageInfo: { hasNextPage: false, hasPreviousPage: true } });
  });
});
