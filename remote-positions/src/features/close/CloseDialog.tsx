import type { PositionDialogProps } from '../actions/types';

/** Interim: replaced by the CloseDialog of positions.md §2 (issue 16). Not shipped as is. */
export function CloseDialog(props: PositionDialogProps) {
  void props;
  return null;
}
