import type { ReactNode } from 'react';
import type { CreateQuestionInput } from '../__generated__/useCreateQuestionMutation.graphql';
import type { QuestionType as SchemaQuestionType } from '../__generated__/PracticeSessionQuery.graphql';
import type { AnswerInput } from '../__generated__/useCheckPracticeAnswerMutation.graphql';
import type { DifficultyValue } from './difficulty';

/** The question types this client knows (Relay's enum without its '%future added value'). */
// eslint-disable-next-line relay/no-future-added-value -- removing it from the type is what the rule asks for
export type QuestionType = Exclude<SchemaQuestionType, '%future added value'>;

/**
 * What a question form hands to its page: createQuestion's input (Relay's generated type) without the assignment to
 * link, texts already normalised, plus a new image for a kind that takes one, sent as the multipart upload
 * `input.<inputKey>.image`.
 */
export type QuestionPayload = Omit<CreateQuestionInput, 'assignmentId' | 'clientMutationId'> & { image?: File | null };

/** The input field of a kind in createQuestion/updateQuestion (exactly one is sent); also its alias in the fragments that spread every kind. */
export type InputKey = Exclude<keyof QuestionPayload, 'statement' | 'difficulty' | 'image'>;

export type { AnswerInput };

/** What a solve widget holds while the student works on a question: tagged with its type. */
export interface KindDraft {
  type: QuestionType;
}

export type FormMode = 'create' | 'update';

/** The fields every question type has: changing the type keeps them. */
export interface SharedDraft {
  statement: string;
  difficulty: DifficultyValue;
}

/** What every kind's form gets from the question form page. */
export interface QuestionFormProps<K> {
  /** The saved question to prefill from (update mode), or null. */
  questionRef: K | null;
  mode: FormMode;
  /** Where 'Cancelar' goes. */
  cancelTo: string;
  /** Creates or updates with the normalised fields; reports its own success or failure. */
  onSubmit(payload: QuestionPayload): Promise<void>;
  /** Kept true after a successful create until the next screen shows: the button stays disabled ('Creando...'). */
  locked?: boolean;
  /** What the form of another type held (create mode): its statement and difficulty start this one. */
  draft?: SharedDraft | null;
  /** Told of every change of the fields all types share, and whether the form differs from how it started. */
  onDraftChange?(draft: SharedDraft, dirty: boolean): void;
}

/**
 * What every answer widget gets: its question (a fragment reference), the draft kept for it by the screen
 * (undefined until the student touches it) and where to report a changed draft.
 */
export interface WidgetProps<Ref, D> {
  questionRef: Ref;
  draft: D | undefined;
  onChange(draft: D): void;
}

/**
 * One kind of question, everything the screens need of it. Its fragments are spread, under the alias `inputKey`,
 * by the four components that show any kind (QuestionForm, QuestionWidget, AnswerKey, AttemptAnswer).
 */
/** A component (plain or lazy) taking these props. */
type View<P> = (props: P) => ReactNode;

export interface QuestionKind<D extends KindDraft> {
  type: QuestionType;
  /** The GraphQL object type of its questions. */
  typename: string;
  /** In the type selector, the bank's filter, cards and lists. */
  label: string;
  inputKey: InputKey;
  /** Its create/update input takes an image upload. */
  takesImage?: boolean;
  /** The author's fields (loaded with the form page: Formik, yup and the kind's rules stay out of the solve screen). */
  Form: View<QuestionFormProps<never>>;
  /** Where a student answers. */
  Widget: View<WidgetProps<never, D>>;
  /** The key in words (grades, Modo Libre's result); null when the fields are not there. */
  Key: View<{ questionRef: never }>;
  /** A student's answer as given, beside the key. */
  Answer: View<{ attemptRef: never }>;
  /** The answer a draft makes, or null while it is incomplete (nothing is sent then). */
  answer(questionId: string, draft: D): AnswerInput | null;
}

/** A kind whatever its draft: what the lookups return (its components take fragment references cast at the call). */
export type AnyKind = QuestionKind<never>;

/** Declares a kind (keeps its draft type for the registry's Draft union). */
export const defineKind = <D extends KindDraft>(kind: QuestionKind<D>) => kind;
