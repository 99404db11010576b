import type { Position } from 'shared-core';

/** Interim: replaced by the auto-margin switch of positions.md §2/§4 (issue 16). Not shipped as is. */
export function AutoMarginSwitch({ position }: { position: Position }) {
  void position;
  return null;
}
