import BigNumber from 'bignumber.js';
import { parseDecimal, toPlainDecimal, type DecimalInput } from 'shared-core';
import type { CloseInstrument, CloseKind } from './types';

/*
 * Close quantity (positions.md §4 "Close dialog", §5 "Close dialog", §9): clamped between minQty
 * and the maximum and never above the size, on the lot (integer for inverse), from the slider as a
 * percent of the size.
 *
 * The maximum: a limit close is one order, so at most maxQty. A market close that only reduces is
 * split by the exchange into orders of at most maxMarketQty each (exchange-sim/API.md "Split
 * market closes"), so it may take the whole size; above maxMarketQty the dialog says it will be
 * split ('maxQtySplitOrderTip'). Read literally, §5 would cap a market close at maxMarketQty,
 * which would make the split (and the 39303 failure of §8) unreachable: the split wins.
 */

/** The step a close quantity is rounded to: the lot for linear contracts and options, whole contracts for inverse. */
export function qtyStepOf(inst: CloseInstrument): BigNumber {
  const lot = parseDecimal(inst.lotStep) ?? new BigNumber(1);
  return inst.inverse ? BigNumber.max(lot.integerValue(BigNumber.ROUND_CEIL), 1) : lot;
}

const floorTo = (v: BigNumber, step: BigNumber): BigNumber =>
  v.dividedBy(step).integerValue(BigNumber.ROUND_FLOOR).multipliedBy(step);

/** The largest quantity one close may take: the size, and for a limit close at most maxQty. */
export function closeMaximum(kind: CloseKind, size: DecimalInput, inst: CloseInstrument): BigNumber {
  const s = (parseDecimal(size) ?? new BigNumber(0)).abs();
  if (kind === 'market' || inst.option) return s;
  const maxQty = parseDecimal(inst.maxQty);
  return maxQty ? BigNumber.min(s, maxQty) : s;
}

const fmt = (v: BigNumber, step: BigNumber): string => v.toFixed(step.decimalPlaces() ?? 0);

/**
 * The quantity the dialog keeps for what was typed: rounded down to the step, clamped to
 * [minQty, maximum]; a maximum below minQty (a dust position) is taken whole. null when the text
 * is not a positive number or there is nothing to close (the field shows it as invalid; nothing
 * is sent).
 */
export function clampCloseQty(
  raw: DecimalInput,
  kind: CloseKind,
  size: DecimalInput,
  inst: CloseInstrument,
): string | null {
  const v = parseDecimal(raw);
  if (!v || !v.isGreaterThan(0)) return null;
  const step = qtyStepOf(inst);
  const max = closeMaximum(kind, size, inst);
  const min = parseDecimal(inst.minQty) ?? step;
  if (max.isZero()) return null; // nothing to close
  if (max.isLessThan(min)) return toPlainDecimal(max);
  const onStep = floorTo(v, step);
  const upper = floorTo(max, step);
  const clamped = BigNumber.min(BigNumber.max(onStep, min), upper.isLessThan(min) ? max : upper);
  return clamped.decimalPlaces()! > (step.decimalPlaces() ?? 0) ? toPlainDecimal(clamped) : fmt(clamped, step);
}

/** The quantity the dialog opens with (§4 step 2): the size, capped at the maximum. */
export function initialCloseQty(kind: CloseKind, size: DecimalInput, inst: CloseInstrument): string {
  return clampCloseQty(closeMaximum(kind, size, inst), kind, size, inst) ?? '0';
}

/** The slider's percent (0–100, step 1) → quantity; 0 % is an empty close ("0"). */
export function qtyFromPercent(percent: number, kind: CloseKind, size: DecimalInput, inst: CloseInstrument): string {
  const p = Math.max(0, Math.min(100, Math.round(percent)));
  if (p === 0) return '0';
  const s = (parseDecimal(size) ?? new BigNumber(0)).abs();
  return clampCloseQty(s.multipliedBy(p).dividedBy(100), kind, size, inst) ?? '0';
}

/** The slider position for a quantity: whole percent of the size, rounded down, 0–100. */
export function percentOfQty(qty: DecimalInput, size: DecimalInput): number {
  const q = parseDecimal(qty);
  const s = (parseDecimal(size) ?? new BigNumber(0)).abs();
  if (!q || s.isZero() || !q.isGreaterThan(0)) return 0;
  return Math.min(100, q.multipliedBy(100).dividedBy(s).integerValue(BigNumber.ROUND_FLOOR).toNumber());
}

/** §5: above the symbol's single-order maximum (maxMarketQty for market) the order is split: 'maxQtySplitOrderTip'. */
export function exceedsSingleOrderMax(kind: CloseKind, qty: DecimalInput, inst: CloseInstrument): boolean {
  const q = parseDecimal(qty);
  const max = parseDecimal(kind === 'market' ? inst.maxMarketQty : inst.maxQty);
  return !inst.option && !!q && !!max && q.isGreaterThan(max);
}

/** The slider's marks (§2): 0, 25, 50, 75, 100; options 0 and 100. */
export const sliderMarks = (option: boolean): readonly number[] => (option ? [0, 100] : [0, 25, 50, 75, 100]);

/** The quick choices (§2, §9). */
export const QUICK_PERCENTS = [10, 25, 50, 75, 100] as const;
