import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/routes/paths';

/** Each route's link, built from sample values, and the values its pattern must read back from it. */
const samples: Array<[string, string, Record<string, string>]> = [
  [paths.group.path, paths.group.href('g/1'), { id: 'g/1' }],
  [paths.editGroup.path, paths.editGroup.href('g1', 'Álgebra 1', ''), { id: 'g1', name: 'Álgebra 1', description: '-' }],
  [
    paths.editAssignmentQuestion.path,
    paths.editAssignmentQuestion.href('FILL_BLANKS', 'q1', { assignmentId: 'a1', studyGroupId: 'g1' }),
    { fromAssign: 'true', type: 'FILL_BLANKS' },
  ],
  [paths.editQuestion.path, paths.editQuestion.href('SHORT_ANSWER', 'q1'), { type: 'SHORT_ANSWER' }],
  [paths.solveAssignment.path, paths.solveAssignment.href('a 1'), { assignmentId: 'a 1' }],
  [paths.groupAssignments.path, paths.groupAssignments.href('g1', 'p1'), {}],
  [paths.login.path, paths.login.href(), {}],
];

describe('paths', () => {
  it.each(samples)('%s matches the link it builds', (pattern, href, params) => {
    // The router decodes the address before matching (all but %2F, which matchPath turns back into a slash).
    const match = matchPath(pattern, decodeURI(href.split('?')[0]!));
    expect(match?.params).toEqual(params);
  });

  it('keeps query values in the query string, in order', () => {
    expect(paths.groupAssignments.href('g 1', 'p&1')).toBe('/groups/assignments/group-info?groupId=g+1&ownerId=p%261');
    expect(paths.editAssignmentQuestion.href('TRUE_OR_FALSE', 'q1', { assignmentId: 'a1', studyGroupId: 'g1' })).toBe(
      '/groups/assignments/update-question-assignment/true/TRUE_OR_FALSE?questionId=q1&assignmentId=a1&studyGroupId=g1',
    );
  });
});
