/**
 * The product query of the page (platform §7: `/v5/` paths carry the product's category and
 * business line, positions.md §7 "business line hint (usdt, usdc or inverse)"), derived from the
 * trade type of what the trader is on: the current symbol's (the store's `trading` slice) when it
 * is a product, else the current route's. The spec names the parameters, not their values; ours:
 *
 * | trade type                                  | category | businessLine |
 * | ------------------------------------------- | -------- | ------------ |
 * | LinearPerpetual, LinearFutures, COPY_TRADE  | linear   | usdt         |
 * | UsdcPerpetual, UsdcFutures                  | linear   | usdc         |
 * | InversePerpetual, InverseFutures, Uniform   | inverse  | inverse      |
 * | UsdcOption                                  | option   | usdc         |
 * | UsdtOption                                  | option   | usdt         |
 * | Spot, Unknown (and the sign-in pages)       | none     | none         |
 */
import { tradeTypeOf, type RootState, type TradeType } from 'shared-core';
import type { CreateHostServicesOptions, ProductQuery } from 'shared-http';
import type { Deployment } from './deployment';
import { parseTradeRoute, tradeTypeOfRoute } from './routing/tradeRoutes';

const QUERY_OF_TYPE: Partial<Record<TradeType, ProductQuery>> = {
  LinearPerpetual: { category: 'linear', businessLine: 'usdt' },
  LinearFutures: { category: 'linear', businessLine: 'usdt' },
  COPY_TRADE: { category: 'linear', businessLine: 'usdt' },
  UsdcPerpetual: { category: 'linear', businessLine: 'usdc' },
  UsdcFutures: { category: 'linear', businessLine: 'usdc' },
  InversePerpetual: { category: 'inverse', businessLine: 'inverse' },
  InverseFutures: { category: 'inverse', businessLine: 'inverse' },
  Uniform: { category: 'inverse', businessLine: 'inverse' },
  UsdcOption: { category: 'option', businessLine: 'usdc' },
  UsdtOption: { category: 'option', businessLine: 'usdt' },
};

/** The category and business line of a trade type; empty for spot and unknown. */
export function productQueryOfTradeType(tradeType: TradeType | null): ProductQuery {
  return (tradeType && QUERY_OF_TYPE[tradeType]) || {};
}

/**
 * The trade type the page is on: the current symbol's when it is a product (it is what the route
 * shows, or is about to: the host replaces the URL when a widget picks another trade type), else
 * the route's (the option page before an option is picked), else null.
 */
export function currentTradeType(state: Pick<RootState, 'trading'>, pathname: string): TradeType | null {
  const symbol = state.trading.currentSymbol;
  if (symbol) {
    const type = tradeTypeOf(symbol);
    if (QUERY_OF_TYPE[type]) return type;
  }
  const route = parseTradeRoute(pathname);
  return route ? tradeTypeOfRoute(route) : null;
}

/** What `createHostServices({ productQuery })` reads before every `/v5/` request. */
export function productQueryOf(state: Pick<RootState, 'trading'>, pathname: string = location.pathname): ProductQuery {
  return productQueryOfTradeType(currentTradeType(state, pathname));
}

/**
 * The product options of the page's HTTP client: the query above, read from the store on every
 * `/v5/` request, and the deployment file's `comingSoon` flag (off when absent).
 */
export function productHttpOptions(
  deployment: Pick<Deployment, 'comingSoon'>,
): Pick<CreateHostServicesOptions, 'productQuery' | 'isComingSoon'> {
  const comingSoon = deployment.comingSoon === true;
  return { productQuery: (state) => productQueryOf(state), isComingSoon: () => comingSoon };
}
