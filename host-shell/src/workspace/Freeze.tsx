import { Suspense, type ReactNode } from 'react';

/** Never settles: a frozen subtree stays suspended until it is shown again. */
const NEVER = new Promise<never>(() => undefined);

function Suspender({ frozen, children }: { frozen: boolean; children: ReactNode }) {
  // Suspending keeps the subtree mounted (state, passive effects, store subscriptions) but React
  // neither renders it again nor commits to it until it is shown (the react-freeze technique).
  if (frozen) throw NEVER;
  return children;
}

/**
 * A panel the trader cannot see (a background tab of a stack, or behind a maximised panel): its
 * widget keeps its subscriptions, so its data stays live, but it does not render until shown.
 */
export function Freeze({ frozen, children }: { frozen: boolean; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Suspender frozen={frozen}>{children}</Suspender>
    </Suspense>
  );
}
