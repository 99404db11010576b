import { ErrorCode, SimError } from '../../errors';
import { debtOf, debtsOf, repay } from '../../trading/repay';
import type { Route } from '../context';
import { decimal, reqStr } from '../params';
import { REPAY_DEBT_PATH, REPAY_PAGE_CSP, REPAY_PAGE_HTML, REPAY_PAGE_PATH, REPAY_PATH } from '../repayPage';

// The repay panel (order-panel.md §2.3): its page, framed by the order panel, and the calls the
// page makes (the debt of a coin, a repayment). API.md "Repay panel".

const coinOf = (src: Record<string, unknown>): string => {
  const coin = reqStr(src, 'coin', 12);
  if (!/^[A-Z0-9]{1,12}$/.test(coin)) throw new SimError(ErrorCode.PARAMS, 'coin: capital letters and digits');
  return coin;
};

export const repayRoutes: Route[] = [
  {
    method: 'GET',
    path: REPAY_PAGE_PATH,
    private: false,
    // HTML, not the JSON envelope: the answer is sent here (the router's JSON answer then finds
    // the headers sent and stays silent)
    handle: (r) => {
      r.res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': REPAY_PAGE_CSP,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      });
      r.res.end(REPAY_PAGE_HTML);
      return null;
    },
  },
  {
    method: 'GET',
    path: REPAY_DEBT_PATH,
    private: true,
    handle: (r, app) => {
      const q = Object.fromEntries(r.query.entries());
      return q.coin === undefined || q.coin === ''
        ? { list: debtsOf(app.repo, app.market, r.userId) }
        : debtOf(app.repo, app.market, r.userId, coinOf(q));
    },
  },
  {
    method: 'POST',
    path: REPAY_PATH,
    private: true,
    handle: (r, app) => {
      const coin = coinOf(r.body);
      const amount = decimal(r.body, 'amount', { positive: true })!;
      return repay(app.repo, app.market, r.userId, coin, amount);
    },
  },
];
