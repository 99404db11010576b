import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { toDecimal } from 'shared-core';

/** Up or down between two raw values ("65000.5" → "65001": up), or null when not comparable. */
export function tintDirection(before: string | undefined, after: string | undefined): 'up' | 'down' | null {
  const a = toDecimal(before);
  const b = toDecimal(after);
  if (!a || !b || a.isEqualTo(b)) return null;
  return b.isGreaterThan(a) ? 'up' : 'down';
}

/** How long the tint holds before it fades (the fade itself is the table's CSS transition). */
export const TINT_HOLD_MS = 150;

/**
 * A figure that shows its change (issue 16, "beyond the letter"): a brief up/down tint when the
 * value it shows moves (`raw`, the wire's decimal: the shown text may use a decimal comma). It runs inside a cell that re-renders only when its value changed (the
 * DataTable's memo) and only writes a `data-tint` attribute (no state, no render, no forced style
 * recalculation: a thousand marks a second stay cheap); the table's CSS colours and fades it.
 */
export function Tinted({ value, raw, children }: { value: string; raw: string | undefined; children?: ReactNode }) {
  const ref = useRef<HTMLSpanElement | null>(null);
  const shown = useRef(raw);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useLayoutEffect(() => {
    const dir = tintDirection(shown.current, raw);
    shown.current = raw;
    const el = ref.current;
    if (!dir || !el) return;
    el.dataset.tint = dir;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      delete el.dataset.tint;
    }, TINT_HOLD_MS);
  }, [value, raw]);
  useLayoutEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return (
    <span ref={ref} className="pos-tint">
      {children ?? value}
    </span>
  );
}
