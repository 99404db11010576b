/** Where a close stands (positions.md §4 "Close dialog" steps 3–4, and the lost-answer path). */
export type ClosePhase =
  | { name: 'edit' }
  /** the fresh quote, the pre-check: Confirm is locked */
  | { name: 'checking' }
  /** §5 limit risk check failed: RiskTipT / RiskTipC2 / RiskTipC2op1; `moved` when the market moved after a confirm */
  | { name: 'risk'; price: string; bound: string; ticks: number; moved: boolean }
  /** the pre-check warns of liquidation: the second confirmation */
  | { name: 'liquidation'; liqPrice: string }
  | { name: 'sending' }
  /** no answer in time: re-reading the position, never re-sending */
  | { name: 'reconciling' }
  /** the position shrank (closed), or a close order of it is found (placed), or neither */
  | { name: 'reconciled'; closed: boolean; size: string; placed?: { qty: string; price: string } }
  /** §8 39303: the split close could not place `qty` */
  | { name: 'splitFailed'; qty: string; symbol: string };

/** Confirm (and Enter) does nothing outside the edit phase: one intent, one close. */
export const acceptsConfirm = (p: ClosePhase): boolean => p.name === 'edit';
