import { ErrorCode, SimError } from '../../errors';
import { ALGO_TOOLS, type AlgoTool } from '../../trading/algo/plan';
import { algoDeskOf, type AlgoInput } from '../../trading/algo/algoDesk';
import type { Route } from '../context';
import { decimal, int, oneOf, reqStr, str as optStr } from '../params';
import { MAX_PRICE_STR, SIDES, qtyOf } from './contractParams';

// The Tools tab's algorithmic orders (order-panel.md §2.2, §3, §9; issue 19): create, list by tool
// and status with the running count per tool, stop; the loopback admin calls that speed the
// schedules up (tests) and send a webhook signal. The orders run in trading/algo/.

export const ALGO_CREATE_PATH = '/contract/v5/algo/create';
export const ALGO_LIST_PATH = '/contract/v5/algo/list';
export const ALGO_CANCEL_PATH = '/contract/v5/algo/cancel';
export const ALGO_SPEED_PATH = '/__sim/algo/speed';
export const ALGO_SIGNAL_PATH = '/__sim/algo/webhook-signal';

const ORDER_TYPES = ['Market', 'Limit'] as const;

function parseAlgo(b: Record<string, unknown>): AlgoInput {
  const tool: AlgoTool = oneOf(b, 'tool', ALGO_TOOLS);
  const symbol = reqStr(b, 'symbol', 64);
  const side = oneOf(b, 'side', SIDES);
  const qty = qtyOf(b)!;
  const orderType = tool === 'twap' || tool === 'webhook' ? oneOf(b, 'orderType', ORDER_TYPES, 'Market') : 'Limit';
  const price =
    orderType === 'Limit' && tool !== 'chase'
      ? decimal(b, 'price', { optional: true, positive: true, max: MAX_PRICE_STR })
      : undefined;
  const durationSec = tool === 'twap' ? int(b, 'durationSec', { min: 1, max: 10_000_000 })! : 0;
  const intervalSec = tool === 'twap' ? int(b, 'intervalSec', { min: 1, max: 10_000_000 })! : 0;
  const visibleQty = tool === 'iceberg' ? decimal(b, 'visibleQty', { positive: true }) : undefined;
  const maxChaseDistance =
    tool === 'chase' ? decimal(b, 'maxChaseDistance', { optional: true, positive: true }) : undefined;
  const name = optStr(b, 'name', { optional: true, max: 64 }) ?? '';
  return { tool, symbol, side, qty, orderType, price, durationSec, intervalSec, visibleQty, maxChaseDistance, name };
}

export const algoRoutes: Route[] = [
  {
    method: 'POST',
    path: ALGO_CREATE_PATH,
    private: true,
    handle: (r, app) => algoDeskOf(app).create(r.userId, parseAlgo(r.body)),
  },
  {
    method: 'GET',
    path: ALGO_LIST_PATH,
    private: true,
    handle: (r, app) => {
      const q = Object.fromEntries(r.query) as Record<string, unknown>;
      const tool = q.tool ? oneOf(q, 'tool', ALGO_TOOLS) : undefined;
      const status = q.status ? int(q, 'status', { min: 2, max: 3 }) : undefined;
      const desk = algoDeskOf(app);
      return { list: desk.list(r.userId, tool, status), counts: desk.counts(r.userId) };
    },
  },
  {
    method: 'POST',
    path: ALGO_CANCEL_PATH,
    private: true,
    handle: (r, app) => algoDeskOf(app).cancel(r.userId, reqStr(r.body, 'algoId', 64)),
  },
  {
    method: 'POST',
    path: ALGO_SPEED_PATH,
    private: false,
    handle: (r, app) => {
      const factor = int(r.body, 'factor', { min: 1, max: 10_000 })!;
      algoDeskOf(app).speed = factor;
      return { factor };
    },
  },
  {
    method: 'POST',
    path: ALGO_SIGNAL_PATH,
    private: false,
    handle: (r, app) => {
      const id = reqStr(r.body, 'algoId', 64);
      if (!id) throw new SimError(ErrorCode.PARAMS, 'algoId: is required');
      return algoDeskOf(app).signal(id);
    },
  },
];
