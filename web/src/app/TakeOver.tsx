import { useLayoutEffect, type ReactNode } from 'react';
import { takeOver } from './prerendered';

/** Around the root route's screens (and its error): their first render replaces the prerendered page. */
export function TakeOver({ children }: { children: ReactNode }) {
  useLayoutEffect(takeOver, []);
  return children;
}
