import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { toDecimal, tradeColors } from 'shared-core';

/** Up or down between two shown figures ("65,000.5" → "65,001.0": up), or null when not comparable. */
export function tintDirection(before: string, after: string): 'up' | 'down' | null {
  const a = toDecimal(before.replace(/[,+%\s]/g, ''));
  const b = toDecimal(after.replace(/[,+%\s]/g, ''));
  if (!a || !b || a.isEqualTo(b)) return null;
  return b.isGreaterThan(a) ? 'up' : 'down';
}

const TINT_MS = 800;

/**
 * A figure that shows its change (issue 16, "beyond the letter"): a brief up/down tint when the
 * value it shows moves. It runs inside a cell that re-renders only when its value changed (the
 * DataTable's memo), and it animates the element itself (no state), so a tint costs no render.
 */
export function Tinted({ value, children }: { value: string; children?: ReactNode }) {
  const ref = useRef<HTMLSpanElement | null>(null);
  const shown = useRef(value);
  useLayoutEffect(() => {
    const dir = tintDirection(shown.current, value);
    shown.current = value;
    const el = ref.current;
    if (!dir || !el) return;
    el.dataset.tint = dir;
    const color = dir === 'up' ? tradeColors.up : tradeColors.down;
    // jsdom has no Web Animations: the data-tint attribute still says which way it moved
    if (typeof el.animate === 'function')
      el.animate([{ backgroundColor: `${color}55` }, { backgroundColor: 'transparent' }], {
        duration: TINT_MS,
        easing: 'ease-out',
      });
  }, [value]);
  return (
    <span ref={ref} style={{ borderRadius: 2 }}>
      {children ?? value}
    </span>
  );
}
