import { Box } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { selectDependenciesStatus, type StreamStatus, useAppSelector } from 'shared-core';
import { NS } from '../../i18n';
import { tickersTopic } from '../chain/api';
import { orderbookTopic } from './api';
import { useEntryDispatch } from './deps';
import { EntryForm } from './EntryForm';
import { formHandlers } from './intents';
import { InstrumentDetail } from './InstrumentDetail';
import { usdcTwin } from './legs';
import { coinOfSymbol } from './selectors';
import { MAX_BATCH_LEGS } from './formState';
import { selectForm } from './slice';
import { selectDraftView } from './views';

export interface DraftSectionProps {
  locked: boolean;
  signedIn: boolean;
  publicStatus: StreamStatus;
}

/** The instrument detail and the form of the draft leg: shows selectDraftView, sends intents. */
export function DraftSection({ locked, signedIn, publicStatus }: DraftSectionProps) {
  const { t, i18n } = useTranslation(NS);
  const lng = i18n.language;
  const run = useEntryDispatch();
  const on = useMemo(() => formHandlers(run), [run]);
  const form = useAppSelector(selectForm);
  const draftView = useAppSelector((s) => selectDraftView(s, lng));
  const symbol = form.draft?.symbol ?? '';
  const coin = coinOfSymbol(symbol) ?? 'BTC';
  const detailDeps = useMemo(
    () => [
      { stream: 'public' as const, topic: orderbookTopic(usdcTwin(symbol)) },
      { stream: 'public' as const, topic: tickersTopic(coin) },
    ],
    [symbol, coin],
  );
  const detailStatus = useAppSelector((s) => selectDependenciesStatus(s, detailDeps));
  if (!draftView || !form.draft) return null;
  const { leg } = draftView;

  return (
    <>
      <EntryForm
        leg={leg}
        mode={form.mode}
        strikes={draftView.strikes}
        display={draftView.display}
        issues={draftView.issues}
        inputIssues={form.inputIssues[form.draft.id] ?? []}
        onInvalid={on.onInvalid}
        locale={lng}
        priceDecimals={draftView.tickDecimals}
        sizeDecimals={draftView.sizeDecimals}
        locked={locked}
        lockedLabel={form.phase === 'reconciling' ? t('entry.checking') : undefined}
        batchMode={form.settings.batchMode}
        batchFull={form.batch.length >= MAX_BATCH_LEGS}
        signedIn={signedIn}
        onModeChange={(mode) => on.onEdit({ mode })}
        onSideChange={(side) => on.onEdit({ side })}
        onPlaceTypeChange={(placeType) => on.onEdit({ placeType })}
        onPriceChange={(orderPrice) => on.onEdit({ orderPrice })}
        onPriceBlur={() => on.onBlur('price')}
        onPriceStep={(direction) => on.onStep('price', direction)}
        onIvChange={(iv) => on.onEdit({ iv })}
        onIvStep={(direction) => on.onStep('iv', direction)}
        onQtyChange={(orderQty) => on.onEdit({ orderQty })}
        onQtyBlur={() => on.onBlur('qty')}
        onQtyStep={(direction) => on.onStep('qty', direction)}
        onSourceChange={(source) => on.onEdit({ source })}
        onPostOnlyChange={(postOnly) => on.onEdit({ postOnly })}
        onReduceOnlyChange={(reduceOnly) => on.onEdit({ reduceOnly })}
        onTimeInForceChange={(timeInForce) => on.onEdit({ timeInForce })}
        onStrikeChange={(strikePrice) => on.onEdit({ strikePrice })}
        onTypeChange={(symbolType) => on.onEdit({ symbolType })}
        onSettleChange={(settleCoin) => on.onEdit({ settleCoin })}
        onSubmit={on.onSubmit}
        onAddToBatch={on.onSubmit}
        onClose={on.onClose}
      />
      <Box sx={{ px: 1 }}>
        <InstrumentDetail
          symbol={leg.symbol}
          detail={draftView.detail}
          bids={draftView.bids}
          asks={draftView.asks}
          priceDecimals={draftView.priceDecimals}
          sizeDecimals={draftView.sizeDecimals}
          streamStatus={publicStatus === 'live' ? detailStatus : publicStatus}
        />
      </Box>
    </>
  );
}
