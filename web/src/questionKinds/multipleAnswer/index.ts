import { lazy } from 'react';
import { defineKind } from '../kind';
import { MultipleAnswerAnswer, MultipleAnswerKey } from './MultipleAnswerViews';
import { MultipleAnswerWidget, type MultipleAnswerDraft } from './MultipleAnswerWidget';

/** Options, one or more of them right; complete with at least one chosen. */
export const multipleAnswer = defineKind<MultipleAnswerDraft>('MULTIPLE_ANSWER', {
  Form: lazy(() => import('./MultipleAnswerForm')),
  Widget: MultipleAnswerWidget,
  Key: MultipleAnswerKey,
  Answer: MultipleAnswerAnswer,
  answer: (questionId, { chosen }) => (chosen.length > 0 ? { questionId, chosenOptionsIndex: [...chosen].sort((a, b) => a - b) } : null),
});
