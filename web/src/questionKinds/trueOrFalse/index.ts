import { lazy } from 'react';
import { defineKind } from '../kind';
import { TrueOrFalseAnswer, TrueOrFalseKey } from './TrueOrFalseViews';
import { TrueOrFalseWidget, type TrueOrFalseDraft } from './TrueOrFalseWidget';

/** A statement that is true or false, with an optional image. */
export const trueOrFalse = defineKind<TrueOrFalseDraft>('TRUE_OR_FALSE', {
  takesImage: true,
  Form: lazy(() => import('./TrueOrFalseForm')),
  Widget: TrueOrFalseWidget,
  Key: TrueOrFalseKey,
  Answer: TrueOrFalseAnswer,
  answer: (questionId, draft) => (draft.value === null ? null : { questionId, trueOrFalseAnswer: draft.value }),
});
