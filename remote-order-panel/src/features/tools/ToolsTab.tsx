import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filter } from 'rxjs';
import { TopicsStatusBadge, selectAccountKind, selectCurrentSymbol, useAppSelector, type TopicRef } from 'shared-core';
import { toLoadError, useHostServices, useLiveTopic, type LoadError } from 'shared-http';
import { NS } from '../../i18n';
import { useCompliance } from '../compliance/useCompliance';
import { useSymbolConfigs } from '../history/useSymbolConfigs';
import type { TabContentProps } from '../tabs/types';
import { ALGO_TOPIC, cancelAlgo, createAlgo, fetchAlgos } from './api';
import { ToolForm, type ToolFormProps } from './ToolForm';
import { ToolsView } from './ToolsView';
import {
  EMPTY_FORM,
  NO_COUNTS,
  TOOL_STATUS,
  effectiveToolTab,
  mergeAlgos,
  readAlgoList,
  showsTradingBot,
  toolRow,
  toolSubTabs,
  toolVisible,
  validateToolForm,
  type Tool,
  type ToolCounts,
  type ToolFormInput,
  type ToolStatusFilter,
  type WireAlgo,
} from './rules';

const LIVE_DEPENDENCIES: readonly TopicRef[] = [{ stream: 'private', topic: ALGO_TOPIC }];

interface Loaded {
  list: WireAlgo[];
  counts: ToolCounts;
  status: 'loading' | 'ready' | 'error';
  error: LoadError | null;
}

/**
 * The content of the Tools tab: the trader's algorithmic orders of one tool in one status
 * (running 2 / history 3), loaded when the choice changes and again on every `user.algo.order`
 * push (which is merged at once) or resync; Stop locked per order while in flight; the new-order
 * form trades the page's current symbol and sends once per submit (never re-sent on a lost answer).
 */
export function ToolsTab({ instrumentFilter, allMarkets }: TabContentProps) {
  const { http, bus } = useHostServices();
  const { t, i18n } = useTranslation(NS);
  const account = useAppSelector(selectAccountKind);
  const currentSymbol = useAppSelector(selectCurrentSymbol);
  const { flags } = useCompliance(http);
  const configs = useSymbolConfigs(http);
  const subTabs = useMemo(() => toolSubTabs(account, flags), [account, flags]);
  const [chosen, setChosen] = useState<Tool>('twap');
  const subTab = effectiveToolTab(chosen, subTabs);
  const [statusFilter, setStatusFilter] = useState<ToolStatusFilter>('running');
  const [loaded, setLoaded] = useState<Loaded>({ list: [], counts: NO_COUNTS, status: 'loading', error: null });

  const reload = useCallback(() => {
    const c = new AbortController();
    fetchAlgos(http, subTab, statusFilter, c.signal).then(
      ({ list, counts }) => !c.signal.aborted && setLoaded({ list, counts, status: 'ready', error: null }),
      (e: unknown) => !c.signal.aborted && setLoaded((l) => ({ ...l, status: 'error', error: toLoadError(e) })),
    );
    return c;
  }, [http, subTab, statusFilter]);
  useLiveTopic({ stream: 'private', topic: ALGO_TOPIC, reload });

  // a push: merged at once (state, fills), then the list and counts read again (a finished one moves to history)
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => {
    const sub = bus
      .on('push')
      .pipe(filter((e) => e.topic === ALGO_TOPIC))
      .subscribe((e) => {
        const pushed = readAlgoList(e.data);
        setLoaded((l) => ({ ...l, list: mergeAlgos(l.list, pushed) }));
        inFlight.current?.abort();
        inFlight.current = reload();
      });
    return () => {
      sub.unsubscribe();
      inFlight.current?.abort();
    };
  }, [bus, reload]);

  const locale = i18n.language;
  const rows = useMemo(
    () =>
      loaded.list
        .filter((a) => a.tool === subTab && a.status === TOOL_STATUS[statusFilter])
        .filter((a) => toolVisible(a.symbol, { instrumentFilter, allMarkets, currentSymbol }))
        .map((a) => {
          const cfg = configs[a.symbol];
          return toolRow(a, locale, cfg?.lotFraction ?? 3, cfg?.tickSizeFraction ?? 2);
        }),
    [loaded.list, subTab, statusFilter, instrumentFilter, allMarkets, currentSymbol, configs, locale],
  );

  // Stop: one request per order at a time
  const [stopping, setStopping] = useState<ReadonlySet<string>>(new Set());
  const stoppingRef = useRef(new Set<string>());
  const onStop = useCallback(
    (algoId: string) => {
      if (stoppingRef.current.has(algoId)) return;
      stoppingRef.current.add(algoId);
      setStopping(new Set(stoppingRef.current));
      cancelAlgo(http, algoId)
        .then((a) => a && setLoaded((l) => ({ ...l, list: mergeAlgos(l.list, [a]) })))
        .catch((e: unknown) => {
          const err = toLoadError(e);
          bus.publish({
            type: 'toast',
            severity: 'error',
            text: t('tools.stopFailed', { code: err.code, message: err.message }),
          });
        })
        .finally(() => {
          stoppingRef.current.delete(algoId);
          setStopping(new Set(stoppingRef.current));
          inFlight.current?.abort();
          inFlight.current = reload();
        });
    },
    [http, bus, t, reload],
  );

  // the new-order form
  const [form, setForm] = useState<ToolFormInput>(EMPTY_FORM);
  const [errors, setErrors] = useState<ToolFormProps['errors']>({});
  const [result, setResult] = useState<ToolFormProps['result']>(null);
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const onChange = useCallback((patch: Partial<ToolFormInput>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k as keyof typeof next];
      return next;
    });
  }, []);
  const onSubmit = useCallback(() => {
    if (pendingRef.current) return;
    const cfg = currentSymbol ? configs[currentSymbol] : undefined;
    const rules = cfg ? { minQty: cfg.minQty, qtyStep: cfg.lotStep, tickSize: cfg.tickSize } : undefined;
    const checked = validateToolForm(form, currentSymbol, rules, locale);
    setResult(null);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    pendingRef.current = true;
    setPending(true);
    const tool = form.tool;
    createAlgo(http, checked.body)
      .then((a) => {
        setResult({
          severity: 'success',
          text: t('tools.form.started', { tool: t(`tools.subTabs.${tool}`), symbol: a?.symbol ?? currentSymbol }),
        });
        setChosen(tool);
        setStatusFilter('running');
        if (a) setLoaded((l) => ({ ...l, list: mergeAlgos(l.list, [a]) }));
      })
      .catch((e: unknown) => {
        // never re-sent: a lost answer may have started it; the list (reloaded by the push) says
        const err = toLoadError(e);
        setResult({ severity: 'error', text: t('tools.form.failed', { code: err.code, message: err.message }) });
      })
      .finally(() => {
        pendingRef.current = false;
        setPending(false);
      });
  }, [form, currentSymbol, configs, locale, http, t]);

  return (
    <ToolsView
      subTabs={subTabs}
      subTab={subTab}
      onSubTabChange={setChosen}
      counts={loaded.counts}
      statusFilter={statusFilter}
      onStatusFilterChange={setStatusFilter}
      rows={rows}
      status={loaded.status}
      error={loaded.error}
      onRetry={reload}
      stopping={stopping}
      onStop={onStop}
      showTradingBot={showsTradingBot(account, flags, currentSymbol)}
      streamStatus={<TopicsStatusBadge deps={LIVE_DEPENDENCIES} />}
      form={
        <ToolForm
          value={form}
          onChange={onChange}
          symbol={currentSymbol}
          errors={errors}
          pending={pending}
          onSubmit={onSubmit}
          result={result}
        />
      }
    />
  );
}
