import { lazy } from 'react';
import { defineKind } from '../kind';
import { FillBlanksAnswer, FillBlanksKey } from './FillBlanksViews';
import { FillBlanksWidget, type FillBlanksDraft } from './FillBlanksWidget';

/** A sentence with words to fill in; complete when every blank has a word. */
export const fillBlanks = defineKind<FillBlanksDraft>('FILL_BLANKS', {
  Form: lazy(() => import('./FillBlanksForm')),
  Widget: FillBlanksWidget,
  Key: FillBlanksKey,
  Answer: FillBlanksAnswer,
  answer: (questionId, { values }) =>
    values.length > 0 && values.every((v) => v.trim() !== '') ? { questionId, filledBlanks: values.map((v) => v.trim()) } : null,
});
