import { lazy } from 'react';
import { defineKind } from '../kind';
import { isPermutation, orderingAnswer } from './order';
import { OrderingAnswer, OrderingKey } from './OrderingViews';
import { OrderingWidget, type OrderingDraft } from './OrderingWidget';

/** Items to put in order; the score is the share of items in their right position. */
export const ordering = defineKind<OrderingDraft>('ORDERING', {
  Form: lazy(() => import('./OrderingForm')),
  Widget: OrderingWidget,
  Key: OrderingKey,
  Answer: OrderingAnswer,
  answer: (questionId, { order }) => (isPermutation(order) ? { questionId, orderingAnswer: orderingAnswer(order) } : null),
});
