/**
 * Where the panel's shell (tabs, sub-tabs, settings, filter) meets each tab's content. The shell
 * owns the state below and passes it down; a tab's content reads the rest (account kind, current
 * symbol, its own lists) from the shared store.
 */

/** The instrument-type filter of order-panel.md §2.2 (UTA2; ALL elsewhere). */
export type InstrumentFilter = 'ALL' | 'SPOT' | 'DERIVATIVES' | 'OPTIONS' | 'EXPIRY';

export interface TabContentProps {
  /** The panel's instrument-type filter: the content shows only these instruments. */
  instrumentFilter: InstrumentFilter;
  /** The all-markets setting: on, every symbol; off, only the page's current symbol. */
  allMarkets: boolean;
}
