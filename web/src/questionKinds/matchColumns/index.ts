import { lazy } from 'react';
import { defineKind } from '../kind';
import { MatchColumnsAnswer, MatchColumnsKey } from './MatchColumnsViews';
import { MatchColumnsWidget, type MatchColumnsDraft } from './MatchColumnsWidget';

/** Pairs to match; complete when every left item has its pair. */
export const matchColumns = defineKind<MatchColumnsDraft>('MATCH_COLUMNS', {
  Form: lazy(() => import('./MatchColumnsForm')),
  Widget: MatchColumnsWidget,
  Key: MatchColumnsKey,
  Answer: MatchColumnsAnswer,
  answer: (questionId, { values }) =>
    values.length > 0 && values.every((v): v is string => v !== null && v !== '') ? { questionId, userColumnsOrder: values } : null,
});
