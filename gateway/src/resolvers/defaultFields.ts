import type * as Schema from '../__generated__/resolvers.js';
import type * as Parents from '../parents.js';
import type { Assignment } from './Assignment.js';
import type { AssignmentAttempt } from './AssignmentAttempt.js';
import type { Profile } from './Profile.js';
import type {
  FillBlanksQuestion,
  MatchColumnsQuestion,
  MultipleAnswerQuestion,
  ShortAnswerQuestion,
  TrueOrFalseQuestion,
} from './Question.js';
import type { QuestionAttempt } from './QuestionAttempt.js';
import type { JoinRequest } from './JoinRequest.js';
import type { Notification } from './Notification.js';
import type { StudyGroup } from './StudyGroup.js';
import type { StudyGroupJoining } from './StudyGroupJoining.js';
import type { User } from './User.js';

/**
 * A type-level check, nothing at run time. A schema field with no resolver of its own is served by graphql-js's
 * default resolver: the parent's property of the same name. The generated resolver types check only the
 * resolvers written, so this checks the rest: every such field must exist on the parent type (the api's REST
 * shape, tagged) with a value the schema accepts. A field renamed on either side, or a nullable REST field behind
 * a non-null schema field, fails `npm run typecheck` here, naming the field.
 */
type Defaulted<GraphQLType, Written> = Exclude<keyof GraphQLType, '__typename' | keyof Written>;
type Unfit<GraphQLType, Parent, Written> = {
  [Field in Defaulted<GraphQLType, Written>]: Field extends keyof Parent
    ? Parent[Field] extends GraphQLType[Field]
      ? never
      : Field
    : Field;
}[Defaulted<GraphQLType, Written>];
type None<_Unfit extends never> = true;
/**
 * The api's Question covers all five types, so a type's own fields (a match-columns question's `leftColumn`) are
 * optional on it though always there for that type: for questions, a field's presence is taken as given and its
 * name and value type (null included) are checked.
 */
type Carried<Parent> = { [Field in keyof Parent]-?: Exclude<Parent[Field], undefined> };
type QuestionParent = Carried<Parents.QuestionParent>;

export type DefaultFieldsFit = [
  None<Unfit<Schema.User, Parents.UserParent, typeof User>>,
  None<Unfit<Schema.Profile, Parents.ProfileParent, typeof Profile>>,
  None<Unfit<Schema.StudyGroup, Parents.StudyGroupParent, typeof StudyGroup & typeof StudyGroupJoining>>,
  None<Unfit<Schema.Assignment, Parents.AssignmentParent, typeof Assignment>>,
  None<Unfit<Schema.AssignmentAttempt, Parents.AssignmentAttemptParent, typeof AssignmentAttempt>>,
  None<Unfit<Schema.QuestionAttempt, Parents.QuestionAttemptParent, typeof QuestionAttempt>>,
  None<Unfit<Schema.TrueOrFalseQuestion, QuestionParent, typeof TrueOrFalseQuestion>>,
  None<Unfit<Schema.FillBlanksQuestion, QuestionParent, typeof FillBlanksQuestion>>,
  None<Unfit<Schema.MatchColumnsQuestion, QuestionParent, typeof MatchColumnsQuestion>>,
  None<Unfit<Schema.MultipleAnswerQuestion, QuestionParent, typeof MultipleAnswerQuestion>>,
  None<Unfit<Schema.ShortAnswerQuestion, QuestionParent, typeof ShortAnswerQuestion>>,
  None<Unfit<Schema.JoinRequest, Parents.JoinRequestParent, typeof JoinRequest>>,
  None<Unfit<Schema.Notification, Parents.NotificationParent, typeof Notification>>,
];
