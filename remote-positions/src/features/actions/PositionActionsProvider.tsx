import { Suspense, createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  selectAccountKind,
  useAppSelector,
  usePrefetchWhenIdle,
  type ContractSymbolConfig,
  type Position,
} from 'shared-core';
import { DIALOGS, DIALOG_PARTS } from './dialogs';
import type { PositionActions, PositionDialogKind } from './types';

const Ctx = createContext<PositionActions | null>(null);

/** The row actions of the positions table; outside the provider (stories) the actions do nothing. */
export function usePositionActions(): PositionActions {
  return useContext(Ctx) ?? NO_ACTIONS;
}
const NO_ACTIONS: PositionActions = { open: () => undefined };

interface Props {
  children: ReactNode;
  /** The symbol config of a contract symbol (undefined for options or while loading). */
  configOf: (symbol: string) => ContractSymbolConfig | undefined;
}

/** Holds the one open position dialog and renders it (lazy) beside the table. */
export function PositionActionsProvider({ children, configOf }: Props) {
  const [shown, setShown] = useState<{ kind: PositionDialogKind; position: Position } | null>(null);
  const account = useAppSelector(selectAccountKind);
  usePrefetchWhenIdle(DIALOG_PARTS);
  const open = useCallback((kind: PositionDialogKind, position: Position) => {
    setShown((current) => current ?? { kind, position });
  }, []);
  const actions = useMemo<PositionActions>(() => ({ open }), [open]);
  const onDone = useCallback(() => setShown(null), []);
  const Dialog = shown ? DIALOGS[shown.kind].Component : null;
  return (
    <Ctx.Provider value={actions}>
      {children}
      {shown && Dialog ? (
        <Suspense fallback={null}>
          <Dialog
            key={`${shown.kind}:${shown.position.symbol}:${shown.position.positionIdx}`}
            kind={shown.kind}
            position={shown.position}
            config={configOf(shown.position.symbol)}
            account={account}
            onDone={onDone}
          />
        </Suspense>
      ) : null}
    </Ctx.Provider>
  );
}
