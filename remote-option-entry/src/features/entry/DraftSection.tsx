import { Box } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { selectDependenciesStatus, type StreamStatus, useAppDispatch, useAppSelector } from 'shared-core';
import { NS } from '../../i18n';
import { tickersTopic } from '../chain/api';
import { orderbookTopic } from './api';
import { useEntryDispatch } from './deps';
import { EntryForm } from './EntryForm';
import { formIntent } from './intents';
import { InstrumentDetail } from './InstrumentDetail';
import { usdcTwin } from './legs';
import { coinOfSymbol } from './selectors';
import { MAX_BATCH_LEGS } from './formState';
import { inputInvalid, legEdited, modeChanged, priceTyped, qtyTyped, selectForm } from './slice';
import { requestPlacement } from './submit';
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
  const dispatch = useAppDispatch();
  const run = useEntryDispatch();
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
  const id = form.draft.id;
  const edit = (patch: Parameters<typeof legEdited>[0]['patch']) => dispatch(legEdited({ id, patch }));

  return (
    <>
      <EntryForm
        leg={leg}
        mode={form.mode}
        strikes={draftView.strikes}
        display={draftView.display}
        issues={draftView.issues}
        inputIssues={form.inputIssues[id] ?? []}
        onInvalid={(issue) => dispatch(inputInvalid({ legId: id, issue }))}
        locale={lng}
        priceDecimals={draftView.tickDecimals}
        sizeDecimals={draftView.sizeDecimals}
        locked={locked}
        lockedLabel={form.phase === 'reconciling' ? t('entry.checking') : undefined}
        batchMode={form.settings.batchMode}
        batchFull={form.batch.length >= MAX_BATCH_LEGS}
        signedIn={signedIn}
        onModeChange={(m) => dispatch(modeChanged(m))}
        onSideChange={(side) => edit({ side })}
        onPlaceTypeChange={(placeType) => edit({ placeType })}
        onPriceChange={(value) => dispatch(priceTyped({ id, value }))}
        onPriceBlur={() => run(formIntent({ type: 'priceBlur' }))}
        onPriceStep={(direction) => run(formIntent({ type: 'priceStep', direction }))}
        onIvChange={(value) => edit({ iv: value, source: 'user' })}
        onIvStep={(direction) => run(formIntent({ type: 'ivStep', direction }))}
        onQtyChange={(value) => dispatch(qtyTyped({ id, value }))}
        onQtyBlur={() => run(formIntent({ type: 'qtyBlur' }))}
        onQtyStep={(direction) => run(formIntent({ type: 'qtyStep', direction }))}
        onSourceChange={(source) => edit({ source })}
        onPostOnlyChange={(postOnly) => edit({ postOnly })}
        onReduceOnlyChange={(reduceOnly) => edit({ reduceOnly })}
        onTimeInForceChange={(timeInForce) => edit({ timeInForce })}
        onStrikeChange={(strike) => run(formIntent({ type: 'strike', strike }))}
        onTypeChange={(optionType) => run(formIntent({ type: 'optionType', optionType }))}
        onSettleChange={(coin) => run(formIntent({ type: 'settleCoin', coin }))}
        onSubmit={() => void run(requestPlacement)}
        onAddToBatch={() => run(formIntent({ type: 'addToBatch' }))}
        onClose={() => run(formIntent({ type: 'close' }))}
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
