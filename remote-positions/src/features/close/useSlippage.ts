import { useEffect, useMemo, useRef, useState } from 'react';
import { formatNumberForLocale } from 'shared-core';
import type { HttpClient } from 'shared-http';
import { fetchSlippageDepth } from './api';
import {
  SLIPPAGE_STORAGE_KEY,
  DEPTH_REFRESH_MS,
  depthRefreshDue,
  parseSlippageStore,
  serializeSlippageStore,
  slippageMessage,
  slippageOptions,
  validChoice,
  type CloseInstrument,
  type OrderSide,
  type SlippageChoice,
} from './rules';
import type { SlippagePanelProps } from './SlippagePanel';

const readStore = () => {
  try {
    return parseSlippageStore(globalThis.localStorage?.getItem(SLIPPAGE_STORAGE_KEY) ?? null);
  } catch {
    return parseSlippageStore(null);
  }
};

/**
 * The slippage control's state (positions.md §4, §9): the toggle and the per-symbol choice from
 * local storage, and the depth within the tolerance, re-read when the choice or quantity changes
 * but at most once a second. Off (undefined) when the account or close does not offer it.
 */
export function useSlippage(
  http: HttpClient,
  inst: CloseInstrument | null,
  side: OrderSide,
  qty: string,
  offered: boolean,
  lang: string,
): { panel: SlippagePanelProps | undefined; choice: SlippageChoice | undefined } {
  const [store, setStore] = useState(readStore);
  const options = useMemo(() => (inst ? slippageOptions(inst.baseCoin) : null), [inst]);
  const choice = options && inst ? validChoice(options, store.bySymbol[inst.symbol]) : null;
  const [depth, setDepth] = useState<string | null>(null);
  const lastAt = useRef<number | null>(null);
  const active = offered && !!inst && !!choice && store.enabled;
  const choiceKey = choice ? `${choice.type}:${choice.value}` : '';

  useEffect(() => {
    if (!active || !inst || !choice) return;
    const abort = new AbortController();
    const load = () => {
      lastAt.current = Date.now();
      fetchSlippageDepth(http, inst.symbol, side, choice, abort.signal).then(setDepth, () => undefined);
    };
    const now = Date.now();
    const wait = depthRefreshDue(lastAt.current, now) ? 0 : DEPTH_REFRESH_MS - (now - (lastAt.current ?? now));
    const timer = setTimeout(load, wait);
    const every = setInterval(load, DEPTH_REFRESH_MS * 5);
    return () => {
      abort.abort();
      clearTimeout(timer);
      clearInterval(every);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- choiceKey stands for choice (a new object each render); a new qty re-reads the depth its message compares
  }, [active, http, inst, side, choiceKey, qty]);

  const save = (next: typeof store) => {
    setStore(next);
    try {
      globalThis.localStorage?.setItem(SLIPPAGE_STORAGE_KEY, serializeSlippageStore(next));
    } catch {
      // storage full or blocked: the choice holds for this dialog only
    }
  };

  if (!offered || !inst || !options || !choice) return { panel: undefined, choice: undefined };
  const lotDecimals = inst.lotStep.includes('.') ? inst.lotStep.split('.')[1]!.length : 0;
  return {
    choice: store.enabled ? choice : undefined,
    panel: {
      enabled: store.enabled,
      types: options.types,
      valuesOf: { TickSize: options.ticks, Percent: options.percents },
      choice,
      depth: depth === null ? null : formatNumberForLocale(depth, lang, lotDecimals),
      message: slippageMessage(depth, qty),
      onEnabled: (on) => save({ ...store, enabled: on }),
      onChoice: (c) => {
        setDepth(null);
        save({ ...store, bySymbol: { ...store.bySymbol, [inst.symbol]: c } });
      },
    },
  };
}
