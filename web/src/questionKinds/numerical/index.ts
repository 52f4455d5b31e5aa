import { lazy } from 'react';
import { defineKind } from '../kind';
import { parseDecimal } from './decimal';
import { NumericalAnswer, NumericalKey } from './NumericalViews';
import { NumericalWidget, type NumericalDraft } from './NumericalWidget';

/** A number, right within a tolerance of one of the accepted answers (the best credit counts). */
export const numerical = defineKind<NumericalDraft>('NUMERICAL', {
  Form: lazy(() => import('./NumericalForm')),
  Widget: NumericalWidget,
  Key: NumericalKey,
  Answer: NumericalAnswer,
  answer(questionId, draft) {
    const value = parseDecimal(draft.text);
    return value === null ? null : { questionId, numericalAnswer: value };
  },
});
