/*
 * Pure: which push becomes which trade notice (order-panel.md §3 notification message and
 * execution record, §4.5, §8, §9). No React, no Redux: the hook (useTradeNotices.ts) turns a
 * notice into words and puts it on the bus.
 */
import { formatNumberForLocale, toDecimal } from 'shared-core';

/** §8, §9: every trade notice lasts 2500 ms. */
export const TRADE_NOTICE_MS = 2500;

/** §4.5: the seven push topics the notices come from. */
export const NOTICE_TOPICS = [
  'user.order',
  'user.margin.order',
  'user.unify.option.trade.notify',
  'user.trade.msg',
  'user.option.liquidation',
  'user.unify.liquidation',
  'user.unify.option.orderHistory',
] as const;
export type NoticeTopic = (typeof NOTICE_TOPICS)[number];

/** The notice kinds a trader sees; the first four can be switched off, liquidation never. */
export const NOTICE_KINDS = ['created', 'edited', 'cancelled', 'trade', 'liquidation'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export type SwitchableNoticeKind = Exclude<NoticeKind, 'liquidation'>;

/** §4.5: the double-confirm flag that switches each kind off (a flag in the list = notice off). */
export const NOTICE_OFF_FLAG = {
  created: 'createOrderNotifyClose',
  edited: 'modifyOrderNotifyClose',
  cancelled: 'cancelOrderNotifyClose',
  trade: 'tradeNotifyClose',
} as const satisfies Record<SwitchableNoticeKind, string>;
export type NoticeOffFlag = (typeof NOTICE_OFF_FLAG)[SwitchableNoticeKind];
export const NOTICE_OFF_FLAGS: readonly NoticeOffFlag[] = Object.values(NOTICE_OFF_FLAG);

/** §4.5 scenes → kinds. */
const KIND_OF_SCENE: Readonly<Record<string, NoticeKind>> = {
  newed: 'created',
  replaced: 'edited',
  canceled: 'cancelled',
  '4': 'trade',
  '5': 'liquidation',
};

/** The cancel type with its own cancel message (§4.5). */
export const PM_TRIAL_CANCEL = 'CancelByPmTrialMmOverEquity';

/** createType of the children of TWAP, chase and iceberg orders (§3): their fills are not announced one by one. */
export const TOOL_CHILD_CREATE_TYPES: readonly string[] = ['CreateByTWAP', 'CreateByChaseOrder', 'CreateByIceBerg'];

/** The message keys of the notices (in the `notices` block of the panel's namespace). */
export type NoticeMessageKey =
  | 'created'
  | 'createdZero'
  | 'edited'
  | 'editedZero'
  | 'cancelled'
  | 'cancelledZero'
  | 'cancelledPmTrial'
  | 'trade'
  | 'tradeZero'
  | 'liquidation'
  | 'liquidationZero'
  | 'liquidationPm'
  | 'filledBuy'
  | 'filledSell'
  | 'filledBuyMarket'
  | 'filledSellMarket';

export interface TradeNotice {
  /** what makes two notices the same event (the recent-order id cache keeps it from showing twice) */
  dedupeKey: string;
  kind: NoticeKind;
  /** §4.5, §8: liquidation is the only failure notice */
  severity: 'success' | 'error';
  titleKey: NoticeKind | 'filled';
  messageKey: NoticeMessageKey;
  /** already in the trader's locale: symbol (options with their settle coin), side, qty, price */
  params: { symbol: string; side: 'Buy' | 'Sell' | ''; qty: string; price: string };
}

/** Flags read from the double-confirm list (comma separated, §3): only the four notice flags. */
export function noticeOffFlags(confirms: unknown): Set<NoticeOffFlag> {
  const items = Array.isArray(confirms) ? confirms : typeof confirms === 'string' ? confirms.split(',') : [];
  const out = new Set<NoticeOffFlag>();
  for (const item of items) {
    const f = typeof item === 'string' ? item.trim() : '';
    if ((NOTICE_OFF_FLAGS as readonly string[]).includes(f)) out.add(f as NoticeOffFlag);
  }
  return out;
}

/**
 * The full list to save when one kind is switched on or off: every other flag of the list kept as
 * it was (flags of other settings too, e.g. cancelAllConfirm), order kept, no duplicates.
 */
export function confirmsWithNotice(confirms: string, kind: SwitchableNoticeKind, shown: boolean): string[] {
  const flag = NOTICE_OFF_FLAG[kind];
  const kept = [
    ...new Set(
      confirms
        .split(',')
        .map((f) => f.trim())
        .filter((f) => f !== '' && f !== flag),
    ),
  ];
  return shown ? kept : [...kept, flag];
}

/** Is a kind shown under these flags? Liquidation always. */
export const noticeShown = (kind: NoticeKind, off: ReadonlySet<string>): boolean =>
  kind === 'liquidation' || !off.has(NOTICE_OFF_FLAG[kind]);

const OPTION_SYMBOL = /^([A-Z0-9]+)-(\d{1,2}[A-Z]{3}\d{2})-(\d+(?:\.\d+)?)-([CP])(?:-(USDT|USDC))?$/;

/**
 * §4.5: an option symbol with its settle coin, USDT if the name holds USDT, otherwise USDC
 * (`BTC-27DEC24-100000-C` → `BTC-27DEC24-100000-C-USDC`); any other symbol as it is.
 */
export function displaySymbol(symbol: string): string {
  const m = OPTION_SYMBOL.exec(symbol);
  if (!m) return symbol;
  const settle = symbol.includes('USDT') ? 'USDT' : 'USDC';
  return `${m[1]}-${m[2]}-${m[3]}-${m[4]}-${settle}`;
}

/** A wire decimal in the trader's locale at its own precision ('' when it is not a number). */
export function formatWireDecimal(value: unknown, locale: string): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const n = toDecimal(value);
  if (!n) return '';
  return formatNumberForLocale(n, locale, n.decimalPlaces() ?? 0);
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const side = (v: unknown): 'Buy' | 'Sell' | '' => (v === 'Buy' || v === 'Sell' ? v : '');
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** a quantity that is present and not above zero */
const atMostZero = (v: unknown): boolean => {
  const n = toDecimal(str(v));
  return n !== null && n.isLessThanOrEqualTo(0);
};
const isZero = (v: unknown): boolean => toDecimal(str(v))?.isZero() ?? false;

/**
 * The notice of a notification message (§3: scene, type, payload { symbol, side, bizType,
 * cancelType, marginMode, size, leavesQty }) of the order `orderId`, or null when none shows:
 * unknown scene or payload, the kind switched off (liquidation never is), a position notice while
 * leavesQty > 0. Message: a PM-trial cancel its own, a portfolio-margin liquidation its own,
 * otherwise size zero its own.
 */
export function notificationNotice(
  notification: unknown,
  order: { orderId: string; updatedAt?: string },
  off: ReadonlySet<string>,
  locale: string,
): TradeNotice | null {
  if (!isRecord(notification) || !isRecord(notification.payload)) return null;
  const kind = KIND_OF_SCENE[String(notification.scene)];
  if (!kind || !noticeShown(kind, off)) return null;
  const p = notification.payload;
  if (typeof p.symbol !== 'string' || p.symbol === '') return null;
  // §4.5: the position notice waits for the order to be done (leavesQty ≤ 0)
  if (kind === 'trade' && !atMostZero(p.leavesQty)) return null;
  let messageKey: NoticeMessageKey;
  if (kind === 'cancelled' && p.cancelType === PM_TRIAL_CANCEL) messageKey = 'cancelledPmTrial';
  else if (kind === 'liquidation' && Number(p.marginMode) === 1) messageKey = 'liquidationPm';
  else messageKey = isZero(p.size) ? `${kind}Zero` : kind;
  return {
    dedupeKey: dedupeKey(kind, order.orderId, order.updatedAt),
    kind,
    severity: kind === 'liquidation' ? 'error' : 'success',
    titleKey: kind,
    messageKey,
    params: { symbol: displaySymbol(p.symbol), side: side(p.side), qty: formatWireDecimal(p.size, locale), price: '' },
  };
}

/**
 * The fill notice of an execution record (§3: execType, orderType, leavesQty, execQty, execPrice,
 * symbol, side, createType): a Trade execution, not a TWAP / chase / iceberg child, that leaves
 * nothing (leavesQty ≤ 0): bought or sold, quantity, symbol, price ('market' for market orders).
 */
export function executionNotice(exec: unknown, off: ReadonlySet<string>, locale: string): TradeNotice | null {
  if (!isRecord(exec) || !noticeShown('trade', off)) return null;
  if (exec.execType !== 'Trade') return null;
  if (TOOL_CHILD_CREATE_TYPES.includes(str(exec.createType))) return null;
  if (!atMostZero(exec.leavesQty)) return null;
  const s = side(exec.side);
  const orderId = str(exec.orderId);
  if (s === '' || typeof exec.symbol !== 'string' || exec.symbol === '' || orderId === '') return null;
  const market = exec.orderType === 'Market';
  const messageKey: NoticeMessageKey = `filled${s}${market ? 'Market' : ''}`;
  return {
    dedupeKey: dedupeKey('trade', orderId),
    kind: 'trade',
    severity: 'success',
    titleKey: 'filled',
    messageKey,
    params: {
      symbol: displaySymbol(exec.symbol),
      side: s,
      qty: formatWireDecimal(exec.execQty, locale),
      price: market ? '' : formatWireDecimal(exec.execPrice, locale),
    },
  };
}

/**
 * The liquidation notice of `user.unify.liquidation` ({ symbol, side, size, bustPrice, orderId,
 * marginMode }) or `user.option.liquidation` ({ symbol, side, size, price, orderId, settleCoin,
 * marginMode }): the same event as the order's scene 5, so the same key.
 */
export function liquidationNotice(data: unknown, locale: string): TradeNotice | null {
  if (!isRecord(data) || typeof data.symbol !== 'string' || data.symbol === '') return null;
  const orderId = str(data.orderId);
  if (orderId === '') return null;
  return notificationNotice(
    {
      scene: 5,
      type: 'liquidation',
      payload: { symbol: data.symbol, side: data.side, size: data.size, marginMode: data.marginMode },
    },
    { orderId },
    new Set(),
    locale,
  );
}

/**
 * One order's fill is one event whichever topic tells it (user.order scene 4, user.margin.order,
 * user.trade.msg); a liquidation likewise (scene 5 and the liquidation topics). Creations, edits
 * and cancels are told by user.order and user.margin.order alike: the order's update time tells a
 * second edit from the same edit told twice.
 */
function dedupeKey(kind: NoticeKind, orderId: string, updatedAt?: string): string {
  if (kind === 'trade') return `fill:${orderId}`;
  if (kind === 'liquidation') return `liq:${orderId}`;
  return `${kind}:${orderId}:${updatedAt ?? ''}`;
}

/** The notice a push on one of the seven topics carries, if any. */
export function pushNotice(topic: string, data: unknown, off: ReadonlySet<string>, locale: string): TradeNotice | null {
  switch (topic) {
    case 'user.trade.msg':
    case 'user.unify.option.trade.notify':
      return executionNotice(data, off, locale);
    case 'user.option.liquidation':
    case 'user.unify.liquidation':
      return liquidationNotice(data, locale);
    case 'user.order':
    case 'user.margin.order':
    case 'user.unify.option.orderHistory': {
      // the order history topic carries the order alone; a notification on it is read the same way
      if (!isRecord(data) || typeof data.orderId !== 'string') return null;
      return notificationNotice(
        data.notification,
        { orderId: data.orderId, updatedAt: str(data.updatedAtE3) },
        off,
        locale,
      );
    }
    default:
      return null;
  }
}

/** Pushes arrive one item or a list of items: the items. */
export const pushItems = (data: unknown): unknown[] => (Array.isArray(data) ? data : [data]);

/** §4.5: the recent-order id cache holds at most this many before it trims. */
export const RECENT_CACHE_MAX = 10;
/** …and then drops this many of the oldest. */
export const RECENT_CACHE_TRIM = 5;

/**
 * The recent-order id cache: has `key` been announced already? If not it is remembered; above
 * RECENT_CACHE_MAX keys the oldest RECENT_CACHE_TRIM go.
 */
export function rememberNotice(cache: readonly string[], key: string): { seen: boolean; cache: string[] } {
  if (cache.includes(key)) return { seen: true, cache: [...cache] };
  const next = [...cache, key];
  return { seen: false, cache: next.length > RECENT_CACHE_MAX ? next.slice(RECENT_CACHE_TRIM) : next };
}
