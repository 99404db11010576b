import type { ReactNode } from 'react';

/**
 * A figure inside right-to-left text keeps its own order: in Arabic `-0.4811` would otherwise show
 * as `0.4811-` (the minus is a weak character and follows the paragraph's direction), and a trader
 * reads a negative delta or PnL as positive. Wrap signed figures in it; the text content is
 * unchanged.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
