/**
 * Links the trading pages build (spec option-entry-and-platform.md §2, positions.md §2
 * "Navigation from the table"). Pure string rules: no `window`, the caller passes origins and
 * addresses. Path segments and query values are percent-encoded, so a code or article name can
 * never change the shape of the link.
 */

export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';
export const REDIRECT_URL_PARAM = 'redirect_url';

const segment = (value: string): string => encodeURIComponent(value.trim());

/** Help-center article: `/{locale}/help-center/{article}`. */
export function helpCenterLink(locale: string, article: string): string {
  return `/${segment(locale)}/help-center/${segment(article)}`;
}

/** Invite link carried by share posters: `{origin}/{language}/invite?ref={code}` (no trailing slash on origin). */
export function inviteLink(origin: string, language: string, code: string): string {
  return `${origin.trim().replace(/\/+$/, '')}/${segment(language)}/invite?ref=${encodeURIComponent(code.trim())}`;
}

/** `/login?redirect_url={current address}`: where an anonymous visitor is sent. */
export function loginLink(redirectUrl: string): string {
  return `${LOGIN_PATH}?${REDIRECT_URL_PARAM}=${encodeURIComponent(redirectUrl)}`;
}

/** `/register?redirect_url={current address}`. */
export function registerLink(redirectUrl: string): string {
  return `${REGISTER_PATH}?${REDIRECT_URL_PARAM}=${encodeURIComponent(redirectUrl)}`;
}

/**
 * Where to go after signing in: `redirectUrl` as a path + query + hash when it resolves to
 * `origin` (absolute same-origin addresses and site-relative paths), else `fallback`. Other
 * origins, protocol-relative (`//evil.test`) and `javascript:` addresses, and the login and
 * register pages themselves (a loop) all give `fallback`.
 */
export function sameOriginRedirect(redirectUrl: string | null | undefined, origin: string, fallback: string): string {
  if (!redirectUrl) return fallback;
  let base: URL;
  let target: URL;
  try {
    base = new URL(origin);
    target = new URL(redirectUrl, base);
  } catch {
    return fallback;
  }
  if (target.origin !== base.origin) return fallback;
  if (target.pathname === LOGIN_PATH || target.pathname === REGISTER_PATH) return fallback;
  return `${target.pathname}${target.search}${target.hash}`;
}

/** positions.md §2: the perp page types the order-history links are chosen by. */
export type PerpPageType = 'Linear' | 'UsdtFuture' | 'InversePerp' | 'InverseFuture' | 'UsdcPerp' | 'UsdcFuture';
export type OrderExchangeType = 'contract' | 'option' | 'usdtOption' | 'spot' | 'spread';
/** Which record list: open orders, order history, trade history, closed PnL (contracts). */
export type OrderRecordTab = 'current' | 'history' | 'trades' | 'closedPnl';

export const ORDER_RECORDS_BASE = '/user/assets/order';

/** The perp page type of a contract trade type (null for options and spot). */
export function perpPageTypeOf(tradeType: string): PerpPageType | null {
  switch (tradeType) {
    case 'LinearPerpetual':
      return 'Linear';
    case 'LinearFutures':
      return 'UsdtFuture';
    case 'InversePerpetual':
      return 'InversePerp';
    case 'InverseFutures':
      return 'InverseFuture';
    case 'UsdcPerpetual':
      return 'UsdcPerp';
    case 'UsdcFutures':
      return 'UsdcFuture';
    default:
      return null;
  }
}

const CONTRACT_TAB: Record<Exclude<OrderRecordTab, 'closedPnl'>, string> = {
  current: 'current-order',
  history: 'all-orders',
  trades: 'trade-history',
};

/**
 * The order-records link under /user/assets/order/ (positions.md §2 "Navigation from the table"),
 * chosen by exchange type, perp page type and the unified-account flag:
 * - contracts, unified: USDT perpetuals and futures → uniform-usdt, inverse → uniform-inverse-
 *   perpetual / uniform-inverse-future, USDC → usdc-perpetual / usdc-future; classic accounts keep
 *   one list per page type (usdt-future for USDT futures, the same for the rest); each with
 *   /{current-order|all-orders|trade-history}, or closed-pnl/{usdt|inverse|futures};
 * - spot: fed/spot-uta-orders (unified) or fed/spot-uta-before-orders, /trade-order/
 *   {current-order|history-order|trade-record};
 * - options: option-order (USDC) or usdt-option-order, usdc-options-more?asset_tab=… (trades);
 * - spread: spread-strategy-history?asset_tab=OpenOrders|OrderHistory.
 */
export function orderRecordsLink(args: {
  exchangeType: OrderExchangeType;
  perpPageType?: PerpPageType | null;
  unified: boolean;
  tab: OrderRecordTab;
}): string {
  const { exchangeType, perpPageType, unified, tab } = args;
  const base = ORDER_RECORDS_BASE;
  switch (exchangeType) {
    case 'spot': {
      const root = unified ? 'fed/spot-uta-orders' : 'fed/spot-uta-before-orders';
      const leaf = tab === 'current' ? 'current-order' : tab === 'trades' ? 'trade-record' : 'history-order';
      return `${base}/${root}/trade-order/${leaf}`;
    }
    case 'option':
      if (tab === 'trades') return `${base}/usdc-options-more?asset_tab=TradeHistory`;
      return tab === 'history' ? `${base}/usdc-options-more?asset_tab=OrderHistory` : `${base}/option-order`;
    case 'usdtOption':
      return `${base}/usdt-option-order`;
    case 'spread':
      return `${base}/spread-strategy-history?asset_tab=${tab === 'current' ? 'OpenOrders' : 'OrderHistory'}`;
    case 'contract':
    default: {
      const page = perpPageType ?? 'Linear';
      if (tab === 'closedPnl') {
        const kind =
          page === 'InversePerp' || page === 'InverseFuture'
            ? 'inverse'
            : page === 'UsdtFuture' || page === 'UsdcFuture'
              ? 'futures'
              : 'usdt';
        return `${base}/derivatives/closed-pnl/${kind}`;
      }
      const list = contractList(page, unified);
      return `${base}/derivatives/${list}/${CONTRACT_TAB[tab]}`;
    }
  }
}

function contractList(page: PerpPageType, unified: boolean): string {
  switch (page) {
    case 'UsdcPerp':
      return 'usdc-perpetual';
    case 'UsdcFuture':
      return 'usdc-future';
    case 'InversePerp':
      return 'uniform-inverse-perpetual';
    case 'InverseFuture':
      return 'uniform-inverse-future';
    case 'UsdtFuture':
      return unified ? 'uniform-usdt' : 'usdt-future';
    case 'Linear':
    default:
      return 'uniform-usdt';
  }
}

/**
 * Where a positions row's contract leads (positions.md §2): options open
 * /trade/option/usdc/{baseCoin} in a new tab; contracts replace the page with their trading route
 * (`route`, from tradeRouteOf). null when the symbol has no page.
 */
export function positionTradeLink(args: {
  isOption: boolean;
  baseCoin: string;
  route: string | null;
}): { href: string; newTab: boolean } | null {
  if (args.isOption)
    return args.baseCoin ? { href: `/trade/option/usdc/${segment(args.baseCoin)}`, newTab: true } : null;
  return args.route ? { href: args.route, newTab: false } : null;
}
