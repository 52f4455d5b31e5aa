/**
 * An ordering answer while the student works on it: `order[k]` is the index (as shown) of the item put at
 * position k. The api takes the inverse: orderingAnswer[i] = the position given to the i-th item shown.
 */

/** The order as shown: every item where the server put it. */
export const shownOrder = (count: number) => Array.from({ length: count }, (_, i) => i);

/** True when `order` holds each of 0..n−1 once. */
export const isPermutation = (order: readonly number[]) => order.length > 0 && [...order].sort((a, b) => a - b).every((value, i) => value === i);

/** orderingAnswer: the position (0 = first) given to each item, in the order the items were shown. */
export function orderingAnswer(order: readonly number[]): number[] {
  const positions = new Array<number>(order.length);
  order.forEach((shownIndex, position) => {
    positions[shownIndex] = position;
  });
  return positions;
}

/** The list with the entry at `from` moved to `to` (the others shift). */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}
