import type { PositionDialogProps } from '../actions/types';

/** Interim: replaced by the MarginDialog of positions.md §2 (issue 16). Not shipped as is. */
export function MarginDialog(props: PositionDialogProps) {
  void props;
  return null;
}
