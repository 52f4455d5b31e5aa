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
export type InputKey = Exclude<keyof QuestionPayload, 'statement' | 'difficulty' | 'explanation' | 'image'>;

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
  /** 'Explicación' (optional, every kind): shown to students after they answer. */
  explanation?: string;
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

/** A component (plain or lazy) taking these props. */
type View<P> = (props: P) => ReactNode;

/** What a kind's folder gives: its components and its answer builder. */
export interface KindParts<D extends KindDraft> {
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

/**
 * One kind of question, everything the screens need of it. Its fragments are spread, under the alias `inputKey`,
 * by the four components that show any kind (QuestionForm, QuestionWidget, AnswerKey, AttemptAnswer).
 */
export interface QuestionKind<D extends KindDraft> extends KindParts<D> {
  type: QuestionType;
  /** The GraphQL object type of its questions (FILL_BLANKS: FillBlanksQuestion). */
  typename: string;
  /** FILL_BLANKS: fillBlanks. */
  inputKey: InputKey;
}

/** A kind whatever its draft: what the lookups return (its components take fragment references cast at the call). */
export type AnyKind = QuestionKind<never>;

/** A type's name in camel case (TRUE_OR_FALSE: trueOrFalse). */
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Lowercase<Head>}${Capitalize<CamelCase<Tail>>}` : Lowercase<S>;

/** Every type's camel-case name is an input key and every input key is one: checked by the compiler. */
const inputKeysAreTypes: [CamelCase<QuestionType>] extends [InputKey] ? ([InputKey] extends [CamelCase<QuestionType>] ? true : never) : never = true;
void inputKeysAreTypes;

/**
 * Declares a kind of that type (keeps its draft type for the registry's Draft union); its input key and GraphQL
 * type name follow from the type.
 */
export function defineKind<D extends KindDraft>(type: D['type'] & QuestionType, parts: KindParts<D>): QuestionKind<D> {
  const inputKey = type.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()) as InputKey;
  return { type, typename: `${inputKey.charAt(0).toUpperCase()}${inputKey.slice(1)}Question`, inputKey, ...parts };
}
