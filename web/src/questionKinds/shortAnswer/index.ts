import { lazy } from 'react';
import { defineKind } from '../kind';
import { ShortAnswerAnswer, ShortAnswerKey } from './ShortAnswerViews';
import { ShortAnswerWidget, type ShortAnswerDraft } from './ShortAnswerWidget';

/** A text, graded by its accepted answers or by the teacher. */
export const shortAnswer = defineKind<ShortAnswerDraft>('SHORT_ANSWER', {
  Form: lazy(() => import('./ShortAnswerForm')),
  Widget: ShortAnswerWidget,
  Key: ShortAnswerKey,
  Answer: ShortAnswerAnswer,
  answer: (questionId, { text }) => (text.trim() !== '' ? { questionId, shortAnswer: text.trim() } : null),
});
