/**
 * Position on the wire (positions.md §3: "The position is reported on the wire in compact keys,
 * which are mapped to the names above").
 *
 * Conventions: money, price, size, ratio and greek fields are decimal strings; timestamps are
 * millisecond numbers; counters are numbers; flags are booleans. `leverage` is the server value
 * in hundredths as a decimal string ("1000" = 10x). Position greeks (delta, gamma, vega, theta)
 * are per-position exposures: per-contract greek × signed size. `iv` is the mark IV as a
 * fraction ("0.5512" = 55.12 %). `roi` and `roiByLastPrice` are fractions; `ROI` is the same as
 * `roi` in percent with 2 decimals.
 */

export type PositionSide = 'Buy' | 'Sell';
export type PositionMode = 'MergedSingle' | 'BothSide';
export type TriggerBy = 'LastPrice' | 'IndexPrice' | 'MarkPrice' | '';

export interface TpSlEntry {
  orderId: string;
  takeProfit: string;
  stopLoss: string;
  qty: string;
  tpTriggerBy: TriggerBy;
  slTriggerBy: TriggerBy;
  // ---- positions.md §3 TP/SL entry fields (absent from older servers)
  /** TakeProfit, StopLoss, PartialTakeProfit, PartialStopLoss */
  stopOrderType?: string;
  triggerPrice?: string;
  triggerBy?: TriggerBy;
  /** order price ('0' for market) */
  price?: string;
  orderType?: 'Market' | 'Limit';
  parentOrderId?: string;
  limitTakeProfit?: string;
  limitStopLoss?: string;
  tpOrderType?: 'Market' | 'Limit';
  slOrderType?: 'Market' | 'Limit';
  /** ms */
  updatedAt?: number;
  tpStopOrderId?: string;
  slStopOrderId?: string;
}

export interface Position {
  symbol: string;
  side: PositionSide;
  size: string;
  /** 0 merged, 1 buy side, 2 sell side */
  positionIdx: 0 | 1 | 2;
  mode?: PositionMode;
  /** hundredths: "1000" = 10x */
  leverage?: string;
  isIsolated?: boolean;
  isAutoAddMargin?: boolean;
  riskId?: number;
  entryPrice?: string;
  sessionAvgPrice?: string;
  markPrice?: string;
  liqPrice?: string;
  liqPriceByMp?: string;
  bustPrice?: string;
  breakevenPrice?: string;
  positionBalance?: string;
  positionMargin?: string;
  positionIM?: string;
  positionMM?: string;
  initialMargin?: string;
  minPositionCost?: string;
  positionValue?: string;
  value?: string;
  positionUPL?: string;
  positionUPLByLastPrice?: string;
  positionRPL?: string;
  cumRealisedPnl?: string;
  roi?: string;
  roiByLastPrice?: string;
  ROI?: string;
  tpSlMode?: 'Full' | 'Partial' | '';
  takeProfit?: string;
  stopLoss?: string;
  tpTriggerBy?: TriggerBy;
  slTriggerBy?: TriggerBy;
  trailingStop?: string;
  trailValuePercentageE4?: string;
  activationPrice?: string;
  tsTriggerPrice?: string;
  triggerMmRate?: string;
  tpOrderNum?: number;
  slOrderNum?: number;
  occClosingFee?: string;
  occFundingFee?: string;
  newExtraAddedMargin?: string;
  freeCost?: string;
  freeQty?: string;
  tpFreeSize?: string;
  slFreeSize?: string;
  deliveryTime?: number;
  strikePrice?: string;
  symbolType?: 'C' | 'P' | '';
  delta?: string;
  gamma?: string;
  theta?: string;
  vega?: string;
  iv?: string;
  baseCoin?: string;
  coin?: string;
  settleCoin?: string;
  marketsType?: string;
  mmRate?: string;
  mmRateUpdatedAtBySys?: number;
  reduceOnly?: boolean;
  positionFundingFee?: string;
  tradePnl?: string;
  firstOpenPzTime?: number;
  term?: string;
  alreadyClosePz?: boolean;
  updatedAtE3?: number;
  /** 1 to 5 (0 when not applicable) */
  adlRankIndicator?: number;
  refInfoList?: unknown[];
  fullTpsl?: TpSlEntry | null;
  partialTpslList?: TpSlEntry[];
  fq?: string;
  bv2c?: string;
  sv2c?: string;
  assetIM?: string;
  assetMM?: string;
}

/** compact wire key → full Position field name. Every key and every name appears once. */
export const POSITION_WIRE_KEYS = {
  s: 'symbol',
  sd: 'side',
  sz: 'size',
  pi: 'positionIdx',
  md: 'mode',
  lv: 'leverage',
  iso: 'isIsolated',
  aam: 'isAutoAddMargin',
  rid: 'riskId',
  ep: 'entryPrice',
  sap: 'sessionAvgPrice',
  mp: 'markPrice',
  lp: 'liqPrice',
  lpm: 'liqPriceByMp',
  bp: 'bustPrice',
  bep: 'breakevenPrice',
  pb: 'positionBalance',
  pm: 'positionMargin',
  pim: 'positionIM',
  pmm: 'positionMM',
  im: 'initialMargin',
  mpc: 'minPositionCost',
  pv: 'positionValue',
  v: 'value',
  upl: 'positionUPL',
  upll: 'positionUPLByLastPrice',
  rpl: 'positionRPL',
  crp: 'cumRealisedPnl',
  roi: 'roi',
  roil: 'roiByLastPrice',
  ROI: 'ROI',
  tsm: 'tpSlMode',
  tp: 'takeProfit',
  sl: 'stopLoss',
  tptb: 'tpTriggerBy',
  sltb: 'slTriggerBy',
  ts: 'trailingStop',
  tvp: 'trailValuePercentageE4',
  ap: 'activationPrice',
  tstp: 'tsTriggerPrice',
  tmr: 'triggerMmRate',
  tpn: 'tpOrderNum',
  sln: 'slOrderNum',
  ocf: 'occClosingFee',
  off: 'occFundingFee',
  neam: 'newExtraAddedMargin',
  fc: 'freeCost',
  fqty: 'freeQty',
  tpfs: 'tpFreeSize',
  slfs: 'slFreeSize',
  dt: 'deliveryTime',
  stp: 'strikePrice',
  st: 'symbolType',
  de: 'delta',
  ga: 'gamma',
  th: 'theta',
  ve: 'vega',
  iv: 'iv',
  bc: 'baseCoin',
  c: 'coin',
  sc: 'settleCoin',
  mt: 'marketsType',
  mmr: 'mmRate',
  mmru: 'mmRateUpdatedAtBySys',
  ro: 'reduceOnly',
  pff: 'positionFundingFee',
  tpl: 'tradePnl',
  fot: 'firstOpenPzTime',
  tm: 'term',
  acp: 'alreadyClosePz',
  ut: 'updatedAtE3',
  adl: 'adlRankIndicator',
  ril: 'refInfoList',
  ft: 'fullTpsl',
  ptl: 'partialTpslList',
  fq: 'fq',
  bv: 'bv2c',
  sv: 'sv2c',
  aim: 'assetIM',
  amm: 'assetMM',
} as const satisfies Record<string, keyof Position>;

export type PositionWireKey = keyof typeof POSITION_WIRE_KEYS;
export type PositionField = (typeof POSITION_WIRE_KEYS)[PositionWireKey];

/** Compile-time proof that the table names every Position field. */
type MissingFields = Exclude<keyof Position, PositionField>;
const allFieldsMapped: MissingFields extends never ? true : MissingFields = true;
void allFieldsMapped;

export type WirePosition = { [K in PositionWireKey]?: Position[(typeof POSITION_WIRE_KEYS)[K]] };

/** full name → compact key (the reverse of POSITION_WIRE_KEYS). */
export const POSITION_FIELD_TO_WIRE_KEY: { readonly [F in PositionField]: PositionWireKey } = Object.fromEntries(
  Object.entries(POSITION_WIRE_KEYS).map(([k, f]) => [f, k]),
) as { [F in PositionField]: PositionWireKey };

const WIRE_KEYS = Object.keys(POSITION_WIRE_KEYS) as PositionWireKey[];

/** Full → compact. Undefined fields are left out. */
export function toWirePosition(p: Position): WirePosition {
  const out: Record<string, unknown> = {};
  for (const key of WIRE_KEYS) {
    const value = p[POSITION_WIRE_KEYS[key]];
    if (value !== undefined) out[key] = value;
  }
  return out as WirePosition;
}

export class WireDecodeError extends Error {
  override name = 'WireDecodeError';
}

/**
 * Compact → full. Unknown keys are ignored (forward compatible). Throws WireDecodeError when a
 * required field (symbol, side, size, positionIdx) is missing or has the wrong type.
 */
export function fromWirePosition(w: WirePosition | Record<string, unknown>): Position {
  const src = w as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of WIRE_KEYS) {
    const value = src[key];
    if (value !== undefined) out[POSITION_WIRE_KEYS[key]] = value;
  }
  if (typeof out.symbol !== 'string') throw new WireDecodeError('position: symbol (s) missing');
  if (out.side !== 'Buy' && out.side !== 'Sell') throw new WireDecodeError('position: side (sd) must be Buy or Sell');
  if (typeof out.size !== 'string') throw new WireDecodeError('position: size (sz) must be a decimal string');
  if (out.positionIdx !== 0 && out.positionIdx !== 1 && out.positionIdx !== 2)
    throw new WireDecodeError('position: positionIdx (pi) must be 0, 1 or 2');
  return out as unknown as Position;
}
