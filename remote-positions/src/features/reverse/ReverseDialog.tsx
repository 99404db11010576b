import type { PositionDialogProps } from '../actions/types';

/** Interim: replaced by the ReverseDialog of positions.md §2 (issue 16). Not shipped as is. */
export function ReverseDialog(props: PositionDialogProps) {
  void props;
  return null;
}
