import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { Query } from './resolvers/Query.js';
import { Viewer } from './resolvers/Viewer.js';
import { Assignment, AssignmentAttempt, Profile, QuestionAttempt, StudyGroup, User } from './resolvers/objects.js';
import {
  FillBlanksQuestion,
  MatchColumnsQuestion,
  MultipleAnswerQuestion,
  ShortAnswerQuestion,
  TrueOrFalseQuestion,
} from './resolvers/Question.js';
import { authMutations } from './resolvers/mutations/auth.js';
import { studyGroupMutations } from './resolvers/mutations/studyGroups.js';
import { assignmentMutations } from './resolvers/mutations/assignments.js';
import { questionMutations } from './resolvers/mutations/questions.js';
import { attemptMutations } from './resolvers/mutations/attempts.js';

/** The root schema.graphql is the one contract: the gateway serves it and relay-compiler compiles against it. */
export const schemaPath = new URL('../../schema.graphql', import.meta.url);

export function createSchema() {
  return makeExecutableSchema({
    typeDefs: readFileSync(schemaPath, 'utf8'),
    resolvers: {
      Query,
      Viewer,
      User,
      Profile,
      StudyGroup,
      Assignment,
      AssignmentAttempt,
      QuestionAttempt,
      TrueOrFalseQuestion,
      FillBlanksQuestion,
      MatchColumnsQuestion,
      MultipleAnswerQuestion,
      ShortAnswerQuestion,
      Mutation: { ...authMutations, ...studyGroupMutations, ...assignmentMutations, ...questionMutations, ...attemptMutations },
    },
  });
}
