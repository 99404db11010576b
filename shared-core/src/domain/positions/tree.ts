/**
 * The positions tree form (positions.md §2): asset (baseCoin) → category (option, future, usdt
 * perp, usdc future) → expiry for options (deliveryTime) → symbol, with the §2 sort rules.
 */
import BigNumber from 'bignumber.js';
import type { TreeNode } from '../table/tree';
import { parseSymbolName } from '../symbols';
import { parseOptionSymbolName } from '../wire/symbol';
import type { Position } from '../wire/position';

/** positions.md §2: the tree's categories, in this order. */
export const POSITION_CATEGORIES = ['option', 'future', 'usdtPerp', 'usdcFuture'] as const;
export type PositionCategory = (typeof POSITION_CATEGORIES)[number];

/** Local storage key of the tree's expansion state (positions.md §9). */
export const POSITIONS_EXPANDED_KEY = 'positions-expanded';

export function positionCategoryOf(p: Pick<Position, 'symbol' | 'symbolType' | 'settleCoin'>): PositionCategory {
  if (parseOptionSymbolName(p.symbol) || p.symbolType === 'C' || p.symbolType === 'P') return 'option';
  const type = parseSymbolName(p.symbol).tradeType;
  if (type === 'UsdcOption' || type === 'UsdtOption') return 'option';
  if (type === 'LinearPerpetual') return 'usdtPerp';
  if (type === 'UsdcPerpetual' || type === 'UsdcFutures') return 'usdcFuture';
  return 'future';
}

export function baseCoinOf(p: Pick<Position, 'symbol' | 'baseCoin'>): string {
  return p.baseCoin || parseOptionSymbolName(p.symbol)?.baseCoin || parseSymbolName(p.symbol).baseCoin || p.symbol;
}

const deliveryOf = (p: Pick<Position, 'symbol' | 'deliveryTime'>): number => {
  if (typeof p.deliveryTime === 'number' && p.deliveryTime > 0) return p.deliveryTime;
  const o = parseOptionSymbolName(p.symbol);
  if (o) return o.deliveryTime;
  return parseSymbolName(p.symbol).deliveryTime ?? Number.MAX_SAFE_INTEGER; // perpetuals after futures
};
const strikeOf = (p: Pick<Position, 'symbol' | 'strikePrice'>): BigNumber => {
  const s = new BigNumber(p.strikePrice || parseOptionSymbolName(p.symbol)?.strike || 'NaN');
  return s.isFinite() ? s : new BigNumber(0);
};
const optionTypeOf = (p: Pick<Position, 'symbol' | 'symbolType'>): 'C' | 'P' =>
  p.symbolType === 'P' || parseOptionSymbolName(p.symbol)?.symbolType === 'P' ? 'P' : 'C';

const bySymbolThenIdx = (a: Position, b: Position): number =>
  a.symbol === b.symbol ? a.positionIdx - b.positionIdx : a.symbol < b.symbol ? -1 : 1;

/**
 * positions.md §2 sort within a category: options by strike, call before put; USDC futures by
 * delivery time; USDT contracts (perps and futures) by positionIdx (one symbol's sides together).
 * Ties by symbol then positionIdx, so the order never depends on the order pushes arrived in.
 */
export function comparePositionsIn(category: PositionCategory, a: Position, b: Position): number {
  if (category === 'option') {
    const byStrike = strikeOf(a).comparedTo(strikeOf(b)) ?? 0;
    if (byStrike !== 0) return byStrike;
    const ta = optionTypeOf(a);
    const tb = optionTypeOf(b);
    if (ta !== tb) return ta === 'C' ? -1 : 1;
  } else if (category === 'usdcFuture') {
    const d = deliveryOf(a) - deliveryOf(b);
    if (d !== 0) return d;
  }
  // USDT contracts: one symbol's sides together by positionIdx (bySymbolThenIdx does exactly that)
  return bySymbolThenIdx(a, b);
}

/** Flat order: by symbol, then positionIdx (stable whatever order pushes arrive in). */
export function sortPositions<P extends Position>(list: readonly P[]): P[] {
  return [...list].sort(bySymbolThenIdx);
}

export type PositionGroupData =
  | { level: 'asset'; asset: string }
  | { level: 'category'; asset: string; category: PositionCategory }
  | { level: 'expiry'; asset: string; deliveryTime: number };

/**
 * The tree: assets alphabetical, categories in POSITION_CATEGORIES order, option expiries by
 * deliveryTime, positions by comparePositionsIn. `leafOf` maps a position to the leaf value (a
 * row view); leaf ids are the position keys, group ids the path (BTC, BTC/option, BTC/option/…).
 */
export function positionTree<T>(
  list: readonly Position[],
  leafOf: (p: Position) => { id: string; value: T },
): TreeNode<T, PositionGroupData>[] {
  const assets = new Map<string, Map<PositionCategory, Position[]>>();
  for (const p of list) {
    const asset = baseCoinOf(p);
    const category = positionCategoryOf(p);
    let cats = assets.get(asset);
    if (!cats) assets.set(asset, (cats = new Map()));
    let items = cats.get(category);
    if (!items) cats.set(category, (items = []));
    items.push(p);
  }
  const leaves = (items: Position[], category: PositionCategory): TreeNode<T, PositionGroupData>[] =>
    [...items].sort((a, b) => comparePositionsIn(category, a, b)).map((p) => ({ kind: 'leaf', ...leafOf(p) }));
  return [...assets.keys()].sort().map((asset) => {
    const cats = assets.get(asset)!;
    const children: TreeNode<T, PositionGroupData>[] = POSITION_CATEGORIES.filter((c) => cats.has(c)).map(
      (category) => {
        const items = cats.get(category)!;
        const id = `${asset}/${category}`;
        if (category !== 'option')
          return { kind: 'group', id, data: { level: 'category', asset, category }, children: leaves(items, category) };
        const byExpiry = new Map<number, Position[]>();
        for (const p of items) {
          const d = deliveryOf(p);
          const at = byExpiry.get(d);
          if (at) at.push(p);
          else byExpiry.set(d, [p]);
        }
        return {
          kind: 'group',
          id,
          data: { level: 'category', asset, category },
          children: [...byExpiry.keys()]
            .sort((a, b) => a - b)
            .map((deliveryTime) => ({
              kind: 'group' as const,
              id: `${id}/${deliveryTime}`,
              data: { level: 'expiry' as const, asset, deliveryTime },
              children: leaves(byExpiry.get(deliveryTime)!, category),
            })),
        };
      },
    );
    return { kind: 'group', id: asset, data: { level: 'asset', asset }, children };
  });
}
