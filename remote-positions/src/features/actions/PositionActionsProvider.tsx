import { Suspense, createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  selectAccountKind,
  useAppSelector,
  useAppStore,
  usePrefetchWhenIdle,
  type ContractSymbolConfig,
  type Position,
} from 'shared-core';
import { useHostServices } from 'shared-http';
import { selectPositionsState } from '../positions/slice';
import type { TpSlOrder } from '../tpsl/rules/payload';
import { DIALOGS, DIALOG_PARTS, OrderTpSlDialog } from './dialogs';
import { claimRequest, positionForOrder, tpSlOrderOf } from './orderTpSl';
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

/**
 * Holds the one open position dialog and renders it (lazy) beside the table. It also serves the
 * order panel's `tpsl.openForOrder` (shared-core bus): the TP/SL dialog in scene 'order' for that
 * order, acked at once so the panel knows the request was taken (remotes never import each other).
 */
export function PositionActionsProvider({ children, configOf }: Props) {
  const [shown, setShown] = useState<{ kind: PositionDialogKind; position: Position } | null>(null);
  const account = useAppSelector(selectAccountKind);
  usePrefetchWhenIdle(DIALOG_PARTS);
  const open = useCallback((kind: PositionDialogKind, position: Position) => {
    setShown((current) => current ?? { kind, position });
  }, []);
  const actions = useMemo<PositionActions>(() => ({ open }), [open]);
  const onDone = useCallback(() => setShown(null), []);
  const [forOrder, setForOrder] = useState<{ order: TpSlOrder; position: Position } | null>(null);
  const onOrderDone = useCallback(() => setForOrder(null), []);
  const { bus } = useHostServices();
  const store = useAppStore();
  useEffect(() => {
    const sub = bus.on('tpsl.openForOrder').subscribe(({ requestId, order }) => {
      if (!claimRequest(requestId)) return;
      const position = positionForOrder(order, selectPositionsState(store.getState()).byKey);
      // one dialog at a time: a request while one is open keeps the open one (dialogs are modal)
      setForOrder((current) => current ?? { order: tpSlOrderOf(order), position });
      bus.publish({ type: 'tpsl.openForOrder.ack', requestId });
    });
    return () => sub.unsubscribe();
  }, [bus, store]);
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
      {forOrder && !shown ? (
        <Suspense fallback={null}>
          <OrderTpSlDialog.Component
            key={`order:${forOrder.order.orderId}`}
            kind="tpsl"
            scene="order"
            order={forOrder.order}
            position={forOrder.position}
            config={configOf(forOrder.order.symbol)}
            account={account}
            onDone={onOrderDone}
          />
        </Suspense>
      ) : null}
    </Ctx.Provider>
  );
}
