import { Box, Stack } from '@mui/material';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TopicsStatusBadge,
  WidgetFrame,
  localCurrencyOf,
  orderRecordsLink,
  perpPageTypeOf,
  selectAccountKind,
  selectCurrentSymbol,
  siteOfHostname,
  tradeTypeOf,
  useAppDispatch,
  useAppSelector,
  type AccountKind,
  type TopicRef,
} from 'shared-core';
import { useHostServices, useLiveTopic } from 'shared-http';
import { NS } from '../../i18n';
import { REMOTE_VERSION } from '../../version';
import { PositionActionsProvider } from '../actions/PositionActionsProvider';
import { useSymbolConfigs } from '../symbols/useSymbolConfigs';
import { POSITION_TOPIC } from './api';
import { PositionsTable } from './PositionsTable';
import {
  loadExchangeRate,
  loadPositions,
  selectPositionRows,
  selectPositionsError,
  selectPositionsStatus,
} from './slice';

/** What the widget shows live: positions with their marks and PnL, pushed every tick. */
const LIVE_DEPENDENCIES: readonly TopicRef[] = [{ stream: 'private', topic: POSITION_TOPIC }];

/** The order-records link of the page's current symbol (positions.md §2), or null for none. */
export function orderHistoryHref(symbol: string | null | undefined, account: AccountKind): string | null {
  if (!symbol) return null;
  const type = tradeTypeOf(symbol);
  const unified = account.unified !== null;
  if (type === 'UsdcOption') return orderRecordsLink({ exchangeType: 'option', unified, tab: 'history' });
  if (type === 'UsdtOption') return orderRecordsLink({ exchangeType: 'usdtOption', unified, tab: 'history' });
  const page = perpPageTypeOf(type);
  return page ? orderRecordsLink({ exchangeType: 'contract', perpPageType: page, unified, tab: 'history' }) : null;
}

/** The connected positions widget: REST snapshot on mount and on resync, live `user.position` pushes. */
export function PositionsWidget() {
  const { t, i18n } = useTranslation(NS);
  const { http, bus } = useHostServices();
  const dispatch = useAppDispatch();
  const rows = useAppSelector(selectPositionRows);
  const status = useAppSelector(selectPositionsStatus);
  const error = useAppSelector(selectPositionsError);
  const currentSymbol = useAppSelector(selectCurrentSymbol);
  const account = useAppSelector(selectAccountKind);

  const configOf = useSymbolConfigs(http);

  // the PnL's local equivalent: the site's currency, on the global site the language's (shared-core localCurrencyOf)
  const currency = localCurrencyOf(
    siteOfHostname(typeof window === 'undefined' ? '' : window.location.hostname),
    i18n.language,
  );
  useEffect(() => {
    const load = dispatch(loadExchangeRate({ http, currency }));
    return () => load.abort();
  }, [dispatch, http, currency]);

  const reload = useCallback(() => dispatch(loadPositions({ http })), [dispatch, http]);

  useLiveTopic({ stream: 'private', topic: POSITION_TOPIC, reload });
  const onTrace = useCallback((code: number, detail?: string) => bus.publish({ type: 'trace', code, detail }), [bus]);
  const history = orderHistoryHref(currentSymbol, account);

  return (
    <WidgetFrame
      title={t('title')}
      versionLabel={REMOTE_VERSION}
      status={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {history ? (
            <Box
              component="a"
              href={history}
              data-testid="positions-order-history"
              sx={{
                typography: 'caption',
                color: 'primary.main',
                textDecoration: 'none',
                '&:hover': { textDecoration: 'underline' },
              }}
            >
              {t('links.orderHistory')}
            </Box>
          ) : null}
          <TopicsStatusBadge deps={LIVE_DEPENDENCIES} />
        </Stack>
      }
      testId="positions-widget"
    >
      <PositionActionsProvider configOf={configOf}>
        <PositionsTable
          rows={rows}
          status={status}
          error={error}
          account={account}
          currentSymbol={currentSymbol}
          onRetry={() => void reload()}
          onTrace={onTrace}
        />
      </PositionActionsProvider>
    </WidgetFrame>
  );
}
