/**
 * Store reads of the entry that must follow each leg's own instrument, not the chain's current
 * coin: a BTC leg keeps BTC's tick, sizes, strikes and prices while the chain shows ETH.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { OptionCommonConfig, OptionInstrumentInfo, RootState } from 'shared-core';
import { isChainCoin, type ChainCoin } from '../chain/rules';
import { selectCoin, selectCommonConfig, selectOptionEntryState } from '../chain/slice';
import { usdcTwin } from './legs';
import { selectForm } from './slice';

/** The underlying coin of an option symbol (`BTC-27DEC24-60000-C` → BTC), or null when not a chain coin. */
export function coinOfSymbol(symbol: string): ChainCoin | null {
  const coin = symbol.split('-')[0] ?? '';
  return isChainCoin(coin) ? coin : null;
}

/** The common config of a leg's own coin (loaded when the leg was picked), or null. */
export const selectLegConfig = (state: RootState, symbol: string): OptionCommonConfig | null =>
  configOfSymbol(selectOptionEntryState(state).instruments, symbol);

/**
 * The ticket's config: the draft's own coin's (a BTC leg keeps BTC's rules while the chain shows
 * ETH), the chain's while the draft's is not loaded or without a draft.
 */
export const selectTicketConfig = (state: RootState): OptionCommonConfig | null => {
  const draft = selectForm(state).draft;
  return (draft ? selectLegConfig(state, draft.symbol) : null) ?? selectCommonConfig(state);
};

/** The instruments of a leg's own coin (its strikes and expiries), or an empty list. */
export function selectLegInstruments(state: RootState, symbol: string): readonly OptionInstrumentInfo[] {
  const coin = coinOfSymbol(symbol);
  return coin ? (selectOptionEntryState(state).instruments[coin]?.result?.list ?? EMPTY) : EMPTY;
}

const EMPTY: readonly OptionInstrumentInfo[] = [];

/** The instrument of a leg (by its USDC twin), or undefined. */
export const instrumentOf = (list: readonly OptionInstrumentInfo[], symbol: string) =>
  list.find((i) => i.symbol === usdcTwin(symbol));

/** The common config of a symbol's coin from the instruments kept per coin (pure: for lists of legs). */
export function configOfSymbol(
  instruments: Readonly<Partial<Record<ChainCoin, { result: { commonConfig: OptionCommonConfig } | null }>>>,
  symbol: string,
): OptionCommonConfig | null {
  const coin = coinOfSymbol(symbol);
  return coin ? (instruments[coin]?.result?.commonConfig ?? null) : null;
}

/** The coins of the open legs (draft and batch) other than the chain's: their tickers are kept live too. */
export const selectLegCoins = createSelector(
  [(s: RootState) => selectForm(s).draft, (s: RootState) => selectForm(s).batch, selectCoin],
  (draft, batch, chainCoin): ChainCoin[] =>
    [
      ...new Set([draft, ...batch].flatMap((l) => (l ? [coinOfSymbol(l.symbol)] : [])).filter((c) => c !== null)),
    ].filter((c) => c !== chainCoin),
);
