import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { OrderingWidget_question$key } from '../../__generated__/OrderingWidget_question.graphql';
import type { WidgetProps } from '../kind';
import { QuestionStatement, statementId } from '../solve/QuestionStatement';
import { MoveAnnouncer, MoveButtons, useMoves } from './MoveButtons';
import { isPermutation, moveEntry, shownOrder } from './order';
import { useDragToMove } from './useDragToMove';

/** The student's order: order[k] is the index (as shown) of the item at position k. */
export interface OrderingDraft {
  type: 'ORDERING';
  order: number[];
}

/**
 * ORDERING: the items in the server's order (shuffled for each student), dragged by their handle or moved with
 * 'Subir' and 'Bajar' (keyboard, screen readers). The order shown is an answer too, so it is reported at once: a
 * student who finds it right just goes on.
 */
export function OrderingWidget({ questionRef, draft, onChange }: WidgetProps<OrderingWidget_question$key, OrderingDraft>) {
  const question = useFragment(
    graphql`
      fragment OrderingWidget_question on OrderingQuestion {
        statement
        items
      }
    `,
    questionRef,
  );
  const count = question.items.length;
  const kept = draft && draft.order.length === count && isPermutation(draft.order);
  const order = kept ? draft.order : shownOrder(count);
  useEffect(() => {
    if (!kept) onChange({ type: 'ORDERING', order: shownOrder(count) });
  }, [kept, count, onChange]);
  const onMove = useCallback((from: number, to: number) => onChange({ type: 'ORDERING', order: moveEntry(order, from, to) }), [order, onChange]);
  const moves = useMoves(count, onMove);
  const drag = useDragToMove(onMove, (at) => moves.announce(question.items[order[at] ?? 0] ?? '', at));

  return (
    <>
      <QuestionStatement>{question.statement}</QuestionStatement>
      <Typography color="text.secondary" sx={{ mb: 1 }} id="ordering-hint">
        Arrastre los elementos o use los botones Subir y Bajar: el primero arriba.
      </Typography>
      <Box
        component="ol"
        // A list without markers loses its list role in Safari: say it, so positions are announced.
        role="list"
        aria-labelledby={statementId}
        aria-describedby="ordering-hint"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
      >
        {order.map((shownIndex, position) => {
          const item = question.items[shownIndex] ?? '';
          return (
            <Paper
              component="li"
              variant="outlined"
              key={shownIndex}
              ref={drag.rowRef(position)}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 0.5 }}
            >
              <Box
                aria-hidden
                {...drag.handleProps(position)}
                sx={{
                  display: 'flex',
                  alignSelf: 'stretch',
                  alignItems: 'center',
                  px: 0.5,
                  cursor: 'grab',
                  touchAction: 'none',
                  color: 'text.secondary',
                }}
              >
                <DragIndicatorIcon />
              </Box>
              <Typography aria-hidden sx={{ fontWeight: 600, minWidth: '1.5em' }}>
                {position + 1}.
              </Typography>
              <Typography sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere', py: 1 }}>{item}</Typography>
              <MoveButtons moves={moves} itemKey={String(shownIndex)} name={item} index={position} count={count} />
            </Paper>
          );
        })}
      </Box>
      <MoveAnnouncer moves={moves} />
    </>
  );
}
