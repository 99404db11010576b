import type { AccountKind, ContractSymbolConfig, Position } from 'shared-core';

/** The dialogs a positions row opens (positions.md §2): each is a lazy chunk, loaded on first open. */
export type PositionDialogKind =
  'closeLimit' | 'closeMarket' | 'margin' | 'reverse' | 'tpsl' | 'trailingStop' | 'mmrClose' | 'share';

/** What every position dialog receives from the provider. */
export interface PositionDialogProps {
  /** Which dialog: the close dialog serves both closeLimit and closeMarket. */
  kind: PositionDialogKind;
  /** The position as it was when the trader opened the dialog (its key: symbol:positionIdx). */
  position: Position;
  /** The contract's symbol config; undefined for options (shared-core's option precisions) or while loading. */
  config: ContractSymbolConfig | undefined;
  account: AccountKind;
  /** The dialog is finished (confirmed, cancelled or failed): the provider unmounts it. */
  onDone(): void;
}

export interface PositionActions {
  /** Opens a dialog for a position; a second open while one is shown replaces nothing (the first stays). */
  open(kind: PositionDialogKind, position: Position): void;
}
