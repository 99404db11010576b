import { useEffect } from 'react';
import type { PositionDialogProps } from '../actions/types';

/**
 * INTERFACE ONLY (issue 17 builds it): the lazy dialog the row opens with
 * `usePositionActions().open('share', position)`. Until then it closes at once.
 */
export function ShareDialog({ onDone }: PositionDialogProps) {
  useEffect(() => onDone(), [onDone]);
  return null;
}
