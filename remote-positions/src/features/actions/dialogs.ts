/*
 * The position dialogs are lazy chunks (shared-core lazyWithPrefetch, decision 0011): fetched on
 * first open and prefetched once the page settled, so the first load does not grow with them.
 */
import { lazyWithPrefetch } from 'shared-core';
import type { TpSlDialogProps } from '../tpsl/TpSlDialog';
import type { PositionDialogKind, PositionDialogProps } from './types';

const Close = lazyWithPrefetch<PositionDialogProps>(() => import('../close/CloseDialog').then((m) => m.CloseDialog));
const Margin = lazyWithPrefetch<PositionDialogProps>(() =>
  import('../margin/MarginDialog').then((m) => m.MarginDialog),
);
const Reverse = lazyWithPrefetch<PositionDialogProps>(() =>
  import('../reverse/ReverseDialog').then((m) => m.ReverseDialog),
);
const TpSl = lazyWithPrefetch<PositionDialogProps>(() => import('../tpsl/TpSlDialog').then((m) => m.TpSlDialog));
/** The same chunk as TpSl, typed with the order scene's props (scene 'order', the order). */
export const OrderTpSlDialog = lazyWithPrefetch<TpSlDialogProps>(() =>
  import('../tpsl/TpSlDialog').then((m) => m.TpSlDialog),
);
const TrailingStop = lazyWithPrefetch<PositionDialogProps>(() =>
  import('../trailing/TrailingStopDialog').then((m) => m.TrailingStopDialog),
);
const MmrClose = lazyWithPrefetch<PositionDialogProps>(() =>
  import('../mmrClose/MmrCloseDialog').then((m) => m.MmrCloseDialog),
);
const Share = lazyWithPrefetch<PositionDialogProps>(() => import('../share/ShareDialog').then((m) => m.ShareDialog));

export const DIALOGS: Record<PositionDialogKind, typeof Close> = {
  closeLimit: Close,
  closeMarket: Close,
  margin: Margin,
  reverse: Reverse,
  tpsl: TpSl,
  trailingStop: TrailingStop,
  mmrClose: MmrClose,
  share: Share,
};

/** Prefetched once the page settled (usePrefetchWhenIdle). */
export const DIALOG_PARTS = [Close, Margin, Reverse, TpSl, OrderTpSlDialog, TrailingStop, MmrClose, Share];
