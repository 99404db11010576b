/**
 * Leveraged tokens (order-panel.md §2.1, §3: a symbol's symbolType LT): spot pairs of a token that
 * tracks a leveraged long or short of its underlying. Listed on their own (`/spot/v3/public/lt/symbols`),
 * not in the contract instrument lists, so nothing that trades or lists contracts sees them.
 */
export interface LeveragedToken {
  symbol: string;
  symbolType: 'LT';
  /** the token, e.g. BTC3L */
  ltCoin: string;
  quoteCoin: 'USDT';
  underlying: string;
  /** e.g. "3" */
  leverage: string;
  direction: 'long' | 'short';
  /** net asset value per token, in USDT (fixed in the simulator) */
  nav: string;
  /** subscription and redemption fee, a plain fraction */
  feeRate: string;
  minSubscribe: string;
  minRedeem: string;
}

export const LEVERAGED_TOKENS: readonly LeveragedToken[] = [
  {
    symbol: 'BTC3LUSDT',
    symbolType: 'LT',
    ltCoin: 'BTC3L',
    quoteCoin: 'USDT',
    underlying: 'BTC',
    leverage: '3',
    direction: 'long',
    nav: '2.4815',
    feeRate: '0.0005',
    minSubscribe: '10',
    minRedeem: '1',
  },
  {
    symbol: 'ETH3SUSDT',
    symbolType: 'LT',
    ltCoin: 'ETH3S',
    quoteCoin: 'USDT',
    underlying: 'ETH',
    leverage: '3',
    direction: 'short',
    nav: '0.7342',
    feeRate: '0.0005',
    minSubscribe: '10',
    minRedeem: '1',
  },
];

export const leveragedToken = (symbolOrCoin: string): LeveragedToken | undefined =>
  LEVERAGED_TOKENS.find((t) => t.symbol === symbolOrCoin || t.ltCoin === symbolOrCoin);
