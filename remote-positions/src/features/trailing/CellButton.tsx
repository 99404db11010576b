import type { ReactNode } from 'react';

/**
 * A position cell's light action (500 rows): a plain button styled as a dotted link, no MUI
 * component until the dialog opens. `pending` adds the "pending" mark beside the value the
 * exchange holds.
 */
export function CellButton(props: {
  label: string;
  testId: string;
  pending: boolean;
  pendingText: string;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      data-testid={props.testId}
      aria-busy={props.pending || undefined}
      onClick={props.onClick}
      style={BUTTON}
    >
      {props.children}
      {props.pending ? (
        <span data-testid={`${props.testId}-pending`} style={PENDING}>
          {props.pendingText}
        </span>
      ) : null}
    </button>
  );
}

const BUTTON = {
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  borderBottom: '1px dotted currentColor',
} as const;
const PENDING = { marginInlineStart: 4, fontSize: '0.75em', fontStyle: 'italic', opacity: 0.8 } as const;
