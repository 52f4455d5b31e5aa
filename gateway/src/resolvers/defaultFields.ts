import type * as Schema from '../__generated__/resolvers.js';
import type * as Parents from '../graphql/parents.js';
import type { QuestionAnswerField, QuestionInputKey, QuestionTypename } from '../graphql/questionKinds.js';
import type { Assignment } from './Assignment.js';
import type { AssignmentGrading } from './AssignmentGrading.js';
import type { AssignmentAttempt } from './AssignmentAttempt.js';
import type { StudyGroupGradebook } from './gradebook.js';
import type { StudyGroupProgress } from './progress.js';
import type { AssignmentStatistics, AssignmentStatisticsField, QuestionStatistics } from './statistics.js';
import type { Profile } from './Profile.js';
import type { questionTypeResolvers } from './Question.js';
import type { QuestionAttempt } from './QuestionAttempt.js';
import type { JoinRequest } from './JoinRequest.js';
import type { Notification } from './Notification.js';
import type { StudyGroup } from './StudyGroup.js';
import type { StudyGroupJoining } from './StudyGroupJoining.js';
import type { User } from './User.js';
import type { LiveGame } from './LiveGame.js';
import type { LivePlayer } from './LivePlayer.js';

/**
 * A type-level check, nothing at run time. A schema field with no resolver of its own is served by graphql-js's
 * default resolver: the parent's property of the same name. The generated resolver types check only the
 * resolvers written, so this checks the rest: every such field must exist on the parent type (the api's REST
 * shape, tagged) with a value the schema accepts. A field renamed on either side, or a nullable REST field behind
 * a non-null schema field, fails `npm run typecheck` here, naming the field.
 */
type Defaulted<GraphQLType, Written> = Exclude<keyof GraphQLType, '__typename' | keyof Written>;
type Unfit<GraphQLType, Parent, Written> = {
  [Field in Defaulted<GraphQLType, Written>]: Field extends keyof Parent ? (Parent[Field] extends GraphQLType[Field] ? never : Field) : Field;
}[Defaulted<GraphQLType, Written>];
type None<_Unfit extends never> = true;
/**
 * The api's Question covers every kind, so a type's own fields (a match-columns question's `leftColumn`) are
 * optional on it though always there for that type: for questions, a field's presence is taken as given and its
 * name and value type (null included) are checked.
 */
type Carried<Parent> = { [Field in keyof Parent]-?: Exclude<Parent[Field], undefined> };
type QuestionParent = Carried<Parents.QuestionParent>;
/** Each question type (by its kind in questionKinds.ts) against the one question parent. */
type QuestionTypesUnfit = {
  [Type in QuestionTypename]: Unfit<Extract<Schema.Question, { __typename?: Type }>, QuestionParent, (typeof questionTypeResolvers)[Type]>;
}[QuestionTypename];

/**
 * The kinds' inputs and answer fields in questionKinds.ts are those of the schema: a field of the schema that is not
 * listed, or a listed one the schema lacks, is named.
 */
type TypeInputs = Exclude<
  keyof Schema.CreateQuestionInput | keyof Schema.UpdateQuestionInput,
  'id' | 'clientMutationId' | 'statement' | 'difficulty' | 'assignmentId' | 'explanation'
>;
type AnswerFields = Exclude<keyof Schema.AnswerInput, 'questionId'>;
type Mismatched<InSchema, Listed> = Exclude<InSchema, Listed> | Exclude<Listed, InSchema>;

export type DefaultFieldsFit = [
  None<Unfit<Schema.User, Parents.UserParent, typeof User>>,
  None<Unfit<Schema.Profile, Parents.ProfileParent, typeof Profile>>,
  None<
    Unfit<
      Schema.StudyGroup,
      Parents.StudyGroupParent,
      typeof StudyGroup & typeof StudyGroupJoining & typeof StudyGroupGradebook & typeof StudyGroupProgress
    >
  >,
  None<Unfit<Schema.Assignment, Parents.AssignmentParent, typeof Assignment & typeof AssignmentGrading & typeof AssignmentStatisticsField>>,
  None<Unfit<Schema.AssignmentStatistics, Parents.AssignmentStatisticsParent, typeof AssignmentStatistics>>,
  None<Unfit<Schema.QuestionStatistics, Parents.QuestionStatisticsParent, typeof QuestionStatistics>>,
  None<Unfit<Schema.AssignmentAttempt, Parents.AssignmentAttemptParent, typeof AssignmentAttempt>>,
  None<Unfit<Schema.QuestionAttempt, Parents.QuestionAttemptParent, typeof QuestionAttempt>>,
  None<QuestionTypesUnfit>,
  None<Mismatched<TypeInputs, QuestionInputKey>>,
  None<Mismatched<AnswerFields, QuestionAnswerField>>,
  None<Unfit<Schema.JoinRequest, Parents.JoinRequestParent, typeof JoinRequest>>,
  None<Unfit<Schema.Notification, Parents.NotificationParent, typeof Notification>>,
  None<Unfit<Schema.LiveGame, Parents.LiveGameParent, typeof LiveGame>>,
  None<Unfit<Schema.LivePlayer, Parents.LivePlayerParent, typeof LivePlayer>>,
];
