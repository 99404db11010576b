/** The panel's tab strip (order-panel.md §2.1), in display order. The leveraged-token tab only
 * exists for LT symbols outside demo (visibility.ts, and the widget checks the current symbol). */
export const PANEL_TABS = [
  'openOrders',
  'positions',
  'orderHistory',
  'tradeHistory',
  'assets',
  'borrowings',
  'tools',
  'pnl',
  'leveragedToken',
] as const;
export type PanelTab = (typeof PANEL_TABS)[number];

export const isPanelTab = (value: unknown): value is PanelTab => (PANEL_TABS as readonly unknown[]).includes(value);
