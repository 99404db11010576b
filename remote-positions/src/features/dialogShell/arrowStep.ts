import type { KeyboardEvent } from 'react';

/**
 * A field's keydown handler that steps its value with ArrowUp / ArrowDown (the dialogs' − / +
 * buttons, from the keyboard); any other key is left to the field.
 */
export const arrowStepKeys =
  (step: (direction: 1 | -1) => void) =>
  (e: KeyboardEvent<HTMLElement>): void => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    step(e.key === 'ArrowUp' ? 1 : -1);
  };
