import type { ContractSymbolConfig, Position } from 'shared-core';

/** Which close: a limit order at a price, or a market order (positions.md §2). */
export type CloseKind = 'limit' | 'market';

export type OrderSide = 'Buy' | 'Sell';

/**
 * What the close rules read of an instrument: the symbol config of a contract (positions.md §3),
 * or the option defaults when it is an option (no config is served for options).
 */
export interface CloseInstrument {
  symbol: string;
  baseCoin: string;
  settleCoin: string;
  tickSize: string;
  minPrice: string;
  maxPrice: string;
  lotStep: string;
  minQty: string;
  maxQty: string;
  maxMarketQty: string;
  /** Inverse contracts: quantity in whole contracts, PnL in the coin. */
  inverse: boolean;
  option: boolean;
  /** Display decimals of money in the settle coin (balanceFraction). */
  moneyDecimals: number;
}

/** Option instruments by base coin (the simulator's option config: tick per coin, lot 0.01). */
const OPTION_TICKS: Readonly<Record<string, string>> = { BTC: '5', ETH: '0.1', SOL: '0.01' };
export const OPTION_LOT = '0.01';

/** An option symbol: BASE-EXPIRY-STRIKE-C|P[-USDT]. */
export const isOptionSymbol = (symbol: string): boolean =>
  /^[A-Z]+-\d{1,2}[A-Z]{3}\d{2}-\d+(\.\d+)?-[CP](-USDT)?$/.test(symbol);

/**
 * The instrument a close works on, or null when a contract's config is not in yet (the dialog
 * waits) — positions.md §8 'invalidPosHint' when it never comes.
 */
export function closeInstrumentOf(
  position: Position,
  config: ContractSymbolConfig | undefined,
): CloseInstrument | null {
  if (isOptionSymbol(position.symbol)) {
    const baseCoin = position.baseCoin ?? position.symbol.split('-')[0]!;
    return {
      symbol: position.symbol,
      baseCoin,
      settleCoin: position.symbol.endsWith('-USDT') ? 'USDT' : 'USDC',
      tickSize: OPTION_TICKS[baseCoin] ?? '0.01',
      minPrice: OPTION_TICKS[baseCoin] ?? '0.01',
      maxPrice: '10000000',
      lotStep: OPTION_LOT,
      minQty: OPTION_LOT,
      maxQty: position.size.replace(/^-/, ''),
      maxMarketQty: position.size.replace(/^-/, ''),
      inverse: false,
      option: true,
      moneyDecimals: 4,
    };
  }
  if (!config) return null;
  return {
    symbol: config.symbol,
    baseCoin: config.baseCoin,
    settleCoin: config.settleCoin,
    tickSize: config.tickSize,
    minPrice: config.minPrice,
    maxPrice: config.maxPrice,
    lotStep: config.lotStep,
    minQty: config.minQty,
    maxQty: config.maxQty,
    maxMarketQty: config.maxMarketQty,
    inverse: config.contractType.startsWith('Inverse'),
    option: false,
    moneyDecimals: config.balanceFraction,
  };
}

/** The close order's side: the opposite of the position (positions.md §3 "Close order payload"). */
export const closeSideOf = (position: Pick<Position, 'side'>): OrderSide => (position.side === 'Buy' ? 'Sell' : 'Buy');
