import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { questionTypenames } from './harness.js';
import { attempt, forge, groups, h, ok, questions, student, teacher, startQueryFixture } from './queryFixture.js';

// Reads through viewer: its fields and connections and the profile search.

startQueryFixture();

describe('viewer', () => {
  it('is null without a token, with a garbage token and with a forged JWT, without errors', async () => {
    const query = '{ viewer { user { id } profile { username } } }';
    const forgedJwt = `${forge('{"alg":"HS256","typ":"JWT"}')}.${forge(`{"sub":"${randomUUID()}"}`)}.${forge('firma')}`;
    for (const token of [undefined, 'garbage', forgedJwt]) {
      const result = await h.graphql(query, {}, token);
      expect(result.status).toBe(200);
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual({ viewer: null });
    }
  });

  it('gives the logged-in user and profile', async () => {
    const data = await ok(
      '{ viewer { user { id firstName lastName email phone isActive } profile { id username profilePictureUrl } } }',
      {},
      teacher.token,
    );
    expect(data.viewer).toEqual({
      user: { id: teacher.userId, firstName: 'Tania', lastName: 'Quispe', email: 'tania@consultas.test', phone: '+51 987654321', isActive: true },
      profile: { id: teacher.profileId, username: 'taniaquispe', profilePictureUrl: null },
    });
  });

  it('pages studyGroups with first/after, cursors and pageInfo', async () => {
    const query = `query($first: Int, $after: String) {
      viewer { studyGroups(first: $first, after: $after) {
        edges { cursor node { id name viewerIsOwner } }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      } }
    }`;
    const first = (await ok(query, { first: 2 }, teacher.token)).viewer.studyGroups;
    expect(first.edges.map((e: any) => e.node.name)).toEqual(['Álgebra', 'Geometría']);
    expect(first.edges.every((e: any) => e.node.viewerIsOwner)).toBe(true);
    expect(first.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: first.edges[0].cursor,
      endCursor: first.edges[1].cursor,
    });
    expect(first.edges[0].cursor).not.toBe(first.edges[1].cursor);

    const second = (await ok(query, { first: 2, after: first.pageInfo.endCursor }, teacher.token)).viewer.studyGroups;
    expect(second.edges.map((e: any) => e.node.name)).toEqual(['Historia']);
    expect(second.pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: true,
      startCursor: second.edges[0].cursor,
      endCursor: second.edges[0].cursor,
    });

    // A student sees the one group they belong to, not as its owner.
    const mine = (await ok(query, { first: 20 }, student.token)).viewer.studyGroups;
    expect(mine.edges.map((e: any) => [e.node.name, e.node.viewerIsOwner])).toEqual([['Álgebra', false]]);
    expect(mine.pageInfo.hasNextPage).toBe(false);
  });

  it('refuses a page size out of range and a bad cursor with BAD_USER_INPUT', async () => {
    const tooMany = await h.graphql('{ viewer { studyGroups(first: 101) { edges { cursor } } } }', {}, teacher.token);
    expect(tooMany.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect(tooMany.errors![0]!.message).toBe('"first" debe estar entre 1 y 100');
    const badCursor = await h.graphql('{ viewer { studyGroups(first: 2, after: "bm9wZQ") { edges { cursor } } } }', {}, teacher.token);
    expect(badCursor.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect(badCursor.errors![0]!.message).toBe('El cursor no es válido');
  });

  it('pages the question bank newest first, and filters it by type, difficulty and text', async () => {
    const query = `query($after: String, $type: QuestionType, $search: String, $difficulty: Difficulty) {
      viewer { questions(first: 2, after: $after, type: $type, search: $search, difficulty: $difficulty) {
        edges { cursor node { __typename ... on QuestionCommon { id } } }
        pageInfo { hasNextPage hasPreviousPage endCursor }
      } }
    }`;
    const seen: string[] = [];
    let after: string | null = null;
    const pages: boolean[][] = [];
    do {
      const page: any = (await ok(query, { after }, teacher.token)).viewer.questions;
      seen.push(...page.edges.map((e: any) => e.node.__typename));
      pages.push([page.pageInfo.hasNextPage, page.pageInfo.hasPreviousPage]);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    // Newest first: the reverse of the order they were made in.
    expect(seen).toEqual([...questionTypenames].reverse());
    expect(pages).toEqual([
      [true, false],
      [true, true],
      [true, true],
      [false, true],
    ]);

    const fill = (await ok(query, { type: 'FILL_BLANKS' }, teacher.token)).viewer.questions;
    expect(fill.edges.map((e: any) => e.node.id)).toEqual([questions.FillBlanksQuestion]);
    // Text without case or accents ('peru' finds 'Perú'); blank text is no filter.
    const found = async (variables: Record<string, unknown>) =>
      (await ok(query.replace('first: 2', 'first: 20'), variables, teacher.token)).viewer.questions.edges.map((e: any) => e.node.id);
    expect(await found({ search: '  PERU ' })).toEqual([questions.FillBlanksQuestion]);
    expect(await found({ search: 'fotosintesis', type: 'SHORT_ANSWER' })).toEqual([questions.ShortAnswerQuestion]);
    expect(await found({ search: 'fotosintesis', type: 'TRUE_OR_FALSE' })).toEqual([]);
    expect(await found({ difficulty: 'HARD' })).toEqual([questions.MultipleAnswerQuestion]);
    expect(await found({ type: 'NUMERICAL' })).toEqual([questions.NumericalQuestion]);
    expect(await found({ search: 'menor a mayor', type: 'ORDERING' })).toEqual([questions.OrderingQuestion]);
    expect(await found({ search: '   ' })).toHaveLength(7);
    // Someone else's bank is their own: the student wrote nothing.
    expect((await ok(query, {}, student.token)).viewer.questions.edges).toEqual([]);
  });

  it("pages the viewer's own attempts (grades)", async () => {
    const query = `query($after: String) {
      viewer { assignmentAttempts(first: 2, after: $after) {
        edges { cursor node { id score assignment { name } profile { username } } }
        pageInfo { hasNextPage hasPreviousPage endCursor }
      } }
    }`;
    // Newest first: the two 'Prueba corta' attempts came after 'Repaso general'.
    const first = (await ok(query, {}, student.token)).viewer.assignmentAttempts;
    expect(first.edges.map((e: any) => [e.node.assignment.name, e.node.profile.username])).toEqual([
      ['Prueba corta', 'sergioquispe'],
      ['Prueba corta', 'sergioquispe'],
    ]);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = (await ok(query, { after: first.pageInfo.endCursor }, student.token)).viewer.assignmentAttempts;
    expect(second.edges.map((e: any) => e.node.assignment.name)).toEqual(['Repaso general']);
    expect(second.edges[0].node.id).toBe(attempt);
    expect(second.edges[0].node.score).toBeCloseTo((100 + 50 + 100 + 200 / 3 + 100 + 100 + 100) / 7, 5);
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    // The teacher submitted nothing.
    expect((await ok(query, {}, teacher.token)).viewer.assignmentAttempts.edges).toEqual([]);
  });

  it('searches profiles: at most 5, never the viewer, empty search gives []', async () => {
    const query = `query($search: String, $excludeGroupId: ID, $first: Int) {
      viewer { profiles(search: $search, excludeGroupId: $excludeGroupId, first: $first) { id username profilePictureUrl } }
    }`;
    const found = (await ok(query, { search: 'QUISPE' }, teacher.token)).viewer.profiles;
    expect(found).toHaveLength(5);
    expect(found.map((p: any) => p.id)).not.toContain(teacher.profileId);
    expect(found.every((p: any) => p.username.endsWith('quispe'))).toBe(true);

    const fewer = (await ok(query, { search: 'quispe', first: 2 }, teacher.token)).viewer.profiles;
    expect(fewer).toHaveLength(2);
    const one = (await ok(query, { search: 'serg' }, teacher.token)).viewer.profiles;
    expect(one).toEqual([{ id: student.profileId, username: 'sergioquispe', profilePictureUrl: null }]);
    expect((await ok(query, { search: 'tania' }, teacher.token)).viewer.profiles).toEqual([]);

    for (const search of ['', '   ', null]) {
      expect((await ok(query, { search }, teacher.token)).viewer.profiles).toEqual([]);
    }

    // Leaving out the members of a group the viewer owns: the student and the teacher are in Álgebra.
    const notMembers = (await ok(query, { search: 'quispe', excludeGroupId: groups[0] }, teacher.token)).viewer.profiles;
    expect(notMembers).toHaveLength(5);
    expect(notMembers.map((p: any) => p.id)).not.toContain(student.profileId);

    const tooMany = await h.graphql(query, { search: 'quispe', first: 6 }, teacher.token);
    expect(tooMany.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    // Only a group you own may be excluded.
    const notOwner = await h.graphql(query, { search: 'quispe', excludeGroupId: groups[0] }, student.token);
    expect(notOwner.errors![0]).toMatchObject({
      message: 'Acceso restringido. No tiene los roles para esta acción',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});
