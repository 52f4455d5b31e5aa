import type { Draft } from './answers';

export type DraftOf<T extends Draft['type']> = Extract<Draft, { type: T }>;

/**
 * What every answer widget gets: its question (a fragment reference), the draft kept for it by the solve screen
 * (undefined until the student touches it) and where to report a changed draft.
 */
export interface WidgetProps<Ref, T extends Draft['type']> {
  questionRef: Ref;
  draft: DraftOf<T> | undefined;
  onChange: (draft: DraftOf<T>) => void;
}

/** The id of the statement heading, which labels the widget's group of choices. */
export const statementId = 'solve-question-statement';
