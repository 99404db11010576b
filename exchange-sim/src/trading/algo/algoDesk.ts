import type { OrderSide } from 'shared-core/domain';
import { ErrorCode, SimError } from '../../errors';
import type { AppContext } from '../../http/context';
import type { Instrument } from '../../market/instruments';
import type { OrderRecord } from '../../store/types';
import { Dec, roundToStep, str } from '../../util/decimal';
import { isHedge } from '../desk/context';
import {
  ALGO_HISTORY,
  ALGO_RUNNING,
  ALGO_TOOLS,
  CHILD_CREATE_TYPE,
  chasePrice,
  icebergPart,
  twapSlices,
  type AlgoTool,
} from './plan';

// The algorithmic orders of the Tools tab (order-panel.md §2.2, §3, §9; issue 19): TWAP, iceberg,
// chase and webhook, run by the simulator itself. Their children are ordinary contract orders
// through the ContractDesk, carrying the tool's createType. Kept in memory (a restart forgets
// them; their children, being orders, stay). Every change is pushed on ALGO_TOPIC.

/** The private topic an algorithmic order's state is pushed on (API.md, "Tools"). */
export const ALGO_TOPIC = 'user.algo.order';

export type AlgoState = 'Running' | 'Completed' | 'Stopped' | 'Failed';

/** One child order as the Tools tab shows it. */
export interface AlgoChild {
  orderId: string;
  qty: string;
  price: string;
  cumExecQty: string;
  avgPrice: string;
  orderStatus: string;
  createType: string;
}

/** An algorithmic order on the wire (list answer and push). */
export interface WireAlgoOrder {
  algoId: string;
  tool: AlgoTool;
  symbol: string;
  side: OrderSide;
  qty: string;
  filledQty: string;
  /** average fill price of the children ('' before the first fill) */
  avgPrice: string;
  /** order-panel.md §9: 2 running, 3 history */
  status: typeof ALGO_RUNNING | typeof ALGO_HISTORY;
  state: AlgoState;
  /** the error code that ended a Failed one (0 otherwise) */
  failCode: number;
  failMsg: string;
  createType: string;
  orderType: 'Market' | 'Limit';
  price: string;
  durationSec: number;
  intervalSec: number;
  slicesTotal: number;
  slicesPlaced: number;
  visibleQty: string;
  maxChaseDistance: string;
  name: string;
  signals: number;
  children: AlgoChild[];
  createdAt: number;
  updatedAt: number;
}

export interface AlgoInput {
  tool: AlgoTool;
  symbol: string;
  side: OrderSide;
  qty: Dec;
  orderType: 'Market' | 'Limit';
  price?: Dec;
  durationSec: number;
  intervalSec: number;
  visibleQty?: Dec;
  maxChaseDistance?: Dec;
  name: string;
}

interface AlgoRun {
  userId: number;
  algoId: string;
  input: AlgoInput;
  slices: string[];
  slicesPlaced: number;
  childIds: string[];
  state: AlgoState;
  failCode: number;
  failMsg: string;
  signals: number;
  /** chase: the price it started at */
  startPrice?: Dec;
  /** wall clock (ms) of the next step */
  nextAt: number;
  createdAt: number;
  updatedAt: number;
  /** the last pushed shape, so a push goes out only on a change */
  lastPushed: string;
}

/** How often running algorithmic orders are looked at (wall clock, not scaled). */
const STEP_MS = 50;
/** A chase order is re-priced at most this often (scaled by the speed). */
const CHASE_EVERY_MS = 1000;
/** An iceberg looks for a filled visible part this often (scaled by the speed). */
const ICEBERG_EVERY_MS = 500;

/** TWAP limits (the panel's form checks the same; plan.ts for the split). */
export const TWAP_MIN_INTERVAL_SEC = 5;
export const TWAP_MAX_DURATION_SEC = 24 * 3600;

const FINAL = new Set(['Filled', 'Cancelled', 'PartiallyFilledCanceled', 'Rejected', 'Deactivated']);
const isFinal = (o: OrderRecord | undefined): boolean => !o || FINAL.has(o.orderStatus);

let nextId = 1;

export class AlgoDesk {
  private readonly runs = new Map<string, AlgoRun>();
  private timer: NodeJS.Timeout | undefined;
  /** how many times faster than the wall clock the schedules run (POST /__sim/algo/speed) */
  speed = 1;

  constructor(
    private readonly app: AppContext,
    private readonly push: (userId: number, topic: string, data: unknown) => void,
    private readonly wallClock: () => number = Date.now,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => this.step(), STEP_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Forget every algorithmic order (the simulator's reset). */
  clear(): void {
    this.runs.clear();
    this.speed = 1;
  }

  create(userId: number, input: AlgoInput): WireAlgoOrder {
    const inst = this.app.market.instrument(input.symbol);
    if (!inst) throw new SimError(ErrorCode.UNKNOWN_SYMBOL, `unknown symbol ${input.symbol}`);
    // order-panel.md §3: options are excluded from tools
    if (inst.kind === 'option') throw new SimError(ErrorCode.PARAMS, 'symbol: options have no tools');
    const rules = inst.rules;
    if (input.qty.isLessThan(rules.minQty)) throw new SimError(ErrorCode.PARAMS, `qty: at least ${rules.minQty}`);
    if (!roundToStep(input.qty, rules.qtyStep).isEqualTo(input.qty))
      throw new SimError(ErrorCode.PARAMS, `qty: a multiple of ${rules.qtyStep}`);
    let slices: string[] = [];
    if (input.tool === 'twap') {
      if (input.intervalSec < TWAP_MIN_INTERVAL_SEC)
        throw new SimError(ErrorCode.PARAMS, `intervalSec: at least ${TWAP_MIN_INTERVAL_SEC}`);
      if (input.durationSec < input.intervalSec)
        throw new SimError(ErrorCode.PARAMS, 'durationSec: at least intervalSec');
      if (input.durationSec > TWAP_MAX_DURATION_SEC)
        throw new SimError(ErrorCode.PARAMS, `durationSec: at most ${TWAP_MAX_DURATION_SEC}`);
      if (input.orderType === 'Limit' && !input.price) throw new SimError(ErrorCode.PARAMS, 'price: is required');
      slices = twapSlices(input.qty, input.durationSec, input.intervalSec, rules);
    }
    if (input.tool === 'iceberg') {
      if (!input.price) throw new SimError(ErrorCode.PARAMS, 'price: is required');
      if (!input.visibleQty || input.visibleQty.isLessThan(rules.minQty))
        throw new SimError(ErrorCode.PARAMS, `visibleQty: at least ${rules.minQty}`);
      if (input.visibleQty.isGreaterThan(input.qty)) throw new SimError(ErrorCode.PARAMS, 'visibleQty: at most qty');
    }
    const now = this.wallClock();
    const run: AlgoRun = {
      userId,
      algoId: `algo-${now.toString(36)}-${(nextId++).toString(36)}`,
      input,
      slices,
      slicesPlaced: 0,
      childIds: [],
      state: 'Running',
      failCode: 0,
      failMsg: '',
      signals: 0,
      nextAt: now,
      createdAt: this.app.market.now(),
      updatedAt: this.app.market.now(),
      lastPushed: '',
    };
    // the first child is placed before the order is kept: refused (balance, price band…), nothing is stored
    if (input.tool !== 'webhook') this.advance(run, inst);
    this.runs.set(run.algoId, run);
    this.publish(run);
    this.start();
    return this.wire(run);
  }

  list(userId: number, tool: AlgoTool | undefined, status: number | undefined): WireAlgoOrder[] {
    return [...this.runs.values()]
      .filter((r) => r.userId === userId && (!tool || r.input.tool === tool))
      .map((r) => this.wire(r))
      .filter((w) => status === undefined || w.status === status)
      .sort((a, b) => b.createdAt - a.createdAt || b.algoId.localeCompare(a.algoId));
  }

  /** Running algorithmic orders per tool (order-panel.md §3 tool counts). */
  counts(userId: number): Record<AlgoTool, number> {
    const out = Object.fromEntries(ALGO_TOOLS.map((t) => [t, 0])) as Record<AlgoTool, number>;
    for (const r of this.runs.values()) if (r.userId === userId && r.state === 'Running') out[r.input.tool] += 1;
    return out;
  }

  /** Stop a running one: its resting children are cancelled, it moves to history. */
  cancel(userId: number, algoId: string): WireAlgoOrder {
    const run = this.runs.get(algoId);
    if (!run || run.userId !== userId) throw new SimError(ErrorCode.ORDER_NOT_FOUND);
    if (run.state !== 'Running') throw new SimError(ErrorCode.ORDER_FINISHED);
    this.cancelChildren(run);
    this.finish(run, 'Stopped');
    return this.wire(run);
  }

  /** A webhook signal (loopback only): one market order for the webhook's quantity. */
  signal(algoId: string): WireAlgoOrder {
    const run = this.runs.get(algoId);
    if (!run || run.input.tool !== 'webhook') throw new SimError(ErrorCode.ORDER_NOT_FOUND);
    if (run.state !== 'Running') throw new SimError(ErrorCode.ORDER_FINISHED);
    run.signals += 1;
    this.place(run, run.input.qty, 'Market');
    this.publish(run);
    return this.wire(run);
  }

  /** One look at every running algorithmic order that is due; pushes what changed. */
  step(): void {
    const now = this.wallClock();
    for (const run of this.runs.values()) {
      if (run.state !== 'Running') continue;
      try {
        const inst = this.app.market.instrument(run.input.symbol);
        if (inst && now >= run.nextAt && run.input.tool !== 'webhook') this.advance(run, inst);
      } catch (e) {
        this.fail(run, e);
      }
      this.publish(run);
    }
  }

  private advance(run: AlgoRun, inst: Instrument): void {
    const now = this.wallClock();
    switch (run.input.tool) {
      case 'twap':
        return this.advanceTwap(run, now);
      case 'iceberg':
        return this.advanceIceberg(run, now);
      case 'chase':
        return this.advanceChase(run, inst, now);
      default:
        return undefined;
    }
  }

  private advanceTwap(run: AlgoRun, now: number): void {
    const slice = run.slices[run.slicesPlaced];
    if (slice !== undefined) {
      run.slicesPlaced += 1;
      const { orderType, price } = run.input;
      this.place(run, new Dec(slice), orderType, price);
      const everyMs = (run.input.intervalSec * 1000) / this.speed;
      run.nextAt = now + everyMs;
    }
    if (run.slicesPlaced >= run.slices.length && this.children(run).every(isFinal)) this.finish(run, 'Completed');
  }

  private advanceIceberg(run: AlgoRun, now: number): void {
    run.nextAt = now + ICEBERG_EVERY_MS / this.speed;
    const kids = this.children(run);
    if (!kids.every(isFinal)) return;
    const part = icebergPart(run.input.qty, this.filled(kids), run.input.visibleQty!);
    if (part.isLessThanOrEqualTo(0)) return this.finish(run, 'Completed');
    this.place(run, part, 'Limit', run.input.price);
  }

  private advanceChase(run: AlgoRun, inst: Instrument, now: number): void {
    run.nextAt = now + CHASE_EVERY_MS / this.speed;
    const { side, qty, maxChaseDistance } = run.input;
    const kids = this.children(run);
    const left = qty.minus(this.filled(kids));
    if (left.isLessThanOrEqualTo(0)) return this.finish(run, 'Completed');
    const book = this.app.market.books.get(inst.symbol)?.depth(1);
    const top = side === 'Buy' ? book?.bids[0] : book?.asks[0];
    const best = top ? new Dec(top.price) : this.app.market.lastPrice(inst.symbol);
    run.startPrice ??= best;
    const target = roundToStep(chasePrice(side, best, run.startPrice, maxChaseDistance), inst.rules.tickSize);
    const resting = kids.find((o) => !isFinal(o));
    if (resting && new Dec(resting.price).isEqualTo(target)) return;
    if (resting) this.app.engine.cancelOrder(run.userId, resting.orderId, 'CancelByUser');
    const after = qty.minus(this.filled(this.children(run)));
    if (after.isLessThanOrEqualTo(0)) return this.finish(run, 'Completed');
    this.place(run, after, 'Limit', target);
  }

  private place(run: AlgoRun, qty: Dec, orderType: 'Market' | 'Limit', price?: Dec): void {
    const { symbol, side, tool } = run.input;
    const hedge = isHedge(this.app.repo, run.userId);
    const order = this.app.desk.placeOrder(run.userId, {
      symbol,
      side,
      orderType,
      qty,
      ...(orderType === 'Limit' && price ? { price } : {}),
      timeInForce: orderType === 'Market' ? 'ImmediateOrCancel' : 'GoodTillCancel',
      reduceOnly: false,
      closeOnTrigger: false,
      positionIdx: hedge ? (side === 'Buy' ? 1 : 2) : 0,
      createType: CHILD_CREATE_TYPE[tool],
      orderLinkId: `${run.algoId}-${run.childIds.length + 1}`,
    });
    run.childIds.push(order.orderId);
    run.updatedAt = this.app.market.now();
  }

  private cancelChildren(run: AlgoRun): void {
    for (const o of this.children(run))
      if (!isFinal(o)) {
        try {
          this.app.engine.cancelOrder(run.userId, o.orderId, 'CancelByUser');
        } catch {
          // finished meanwhile: nothing to cancel
        }
      }
  }

  private fail(run: AlgoRun, e: unknown): void {
    run.failCode = e instanceof SimError ? e.code : ErrorCode.INTERNAL;
    run.failMsg = e instanceof Error ? e.message : String(e);
    this.cancelChildren(run);
    this.finish(run, 'Failed');
  }

  private finish(run: AlgoRun, state: AlgoState): void {
    run.state = state;
    run.updatedAt = this.app.market.now();
  }

  private children(run: AlgoRun): OrderRecord[] {
    return run.childIds.map((id) => this.app.repo.getOrder(id)).filter((o): o is OrderRecord => o !== undefined);
  }

  private filled(kids: OrderRecord[]): Dec {
    return kids.reduce((s, o) => s.plus(o.cumExecQty), new Dec(0));
  }

  private publish(run: AlgoRun): void {
    const w = this.wire(run);
    const shape = JSON.stringify({ ...w, updatedAt: 0 });
    if (shape === run.lastPushed) return;
    run.lastPushed = shape;
    this.push(run.userId, ALGO_TOPIC, [w]);
  }

  wire(run: AlgoRun): WireAlgoOrder {
    const kids = this.children(run);
    const filled = this.filled(kids);
    const value = kids.reduce((s, o) => s.plus(o.cumExecValue), new Dec(0));
    const i = run.input;
    return {
      algoId: run.algoId,
      tool: i.tool,
      symbol: i.symbol,
      side: i.side,
      qty: str(i.qty),
      filledQty: str(filled),
      avgPrice: filled.isZero() ? '' : str(value.dividedBy(filled).decimalPlaces(8)),
      status: run.state === 'Running' ? ALGO_RUNNING : ALGO_HISTORY,
      state: run.state,
      failCode: run.failCode,
      failMsg: run.failMsg,
      createType: CHILD_CREATE_TYPE[i.tool],
      orderType: i.orderType,
      price: i.price ? str(i.price) : '',
      durationSec: i.durationSec,
      intervalSec: i.intervalSec,
      slicesTotal: run.slices.length,
      slicesPlaced: run.slicesPlaced,
      visibleQty: i.visibleQty ? str(i.visibleQty) : '',
      maxChaseDistance: i.maxChaseDistance ? str(i.maxChaseDistance) : '',
      name: i.name,
      signals: run.signals,
      children: kids.map((o) => {
        const q = new Dec(o.cumExecQty);
        return {
          orderId: o.orderId,
          qty: o.qty,
          price: o.price,
          cumExecQty: o.cumExecQty,
          avgPrice: q.isZero() ? '' : str(new Dec(o.cumExecValue).dividedBy(q).decimalPlaces(8)),
          orderStatus: o.orderStatus,
          createType: o.createType ?? 'CreateByUser',
        };
      }),
      createdAt: run.createdAt,
      updatedAt: run.updatedAt,
    };
  }
}

/** The desk of each running simulator (attached by server.ts once its hub exists). */
const DESKS = new WeakMap<AppContext, AlgoDesk>();

export function attachAlgoDesk(
  app: AppContext,
  push: (userId: number, topic: string, data: unknown) => void,
): AlgoDesk {
  const desk = new AlgoDesk(app, push);
  DESKS.set(app, desk);
  return desk;
}

/** The desk of `app`; one that pushes nothing when none was attached (a route test without a hub). */
export function algoDeskOf(app: AppContext): AlgoDesk {
  let desk = DESKS.get(app);
  if (!desk) {
    desk = new AlgoDesk(app, () => undefined);
    DESKS.set(app, desk);
  }
  return desk;
}

export const detachAlgoDesk = (app: AppContext): void => {
  DESKS.get(app)?.stop();
  DESKS.delete(app);
};
