import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimal, useAppDispatch, useAppSelector, type OptionCommonConfig } from 'shared-core';
import { handleApiError, handleOrderOutcome, isApiError, useHostServices } from 'shared-http';
import { NS } from '../../i18n';
import { precisionOf } from '../chain/rules';
import { selectCommonConfig, selectTicket, selectTicketTicker, ticketClosed, type TicketPick } from '../chain/slice';
import { placeOptionOrders } from './api';
import { OrderTicket, type OrderTicketProps } from './OrderTicket';
import { buildOrderRequest, randomRequestId, sanitizeDecimalInput, ticketErrors, type TicketSide } from './rules';

/** The ticket for the option picked in the chain; a new pick starts a fresh form. */
export function OrderTicketContainer() {
  const ticket = useAppSelector(selectTicket);
  const config = useAppSelector(selectCommonConfig);
  return ticket ? <TicketForm key={ticket.pickId} pick={ticket} config={config} /> : null;
}

/** Local form state seeded from the pick; Place goes through the batch call. */
function TicketForm({ pick, config }: { pick: TicketPick; config: OptionCommonConfig | null }) {
  const { t } = useTranslation(NS);
  const { http, bus } = useHostServices();
  const dispatch = useAppDispatch();
  const ticker = useAppSelector(selectTicketTicker);
  const [side, setSide] = useState<TicketSide>(pick.side);
  const [price, setPrice] = useState(pick.price);
  const [qty, setQty] = useState(config?.minOrderSize ?? '');
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<OrderTicketProps['outcome']>(null);
  const symbol = pick.symbol;

  const errors = useMemo(() => ticketErrors({ symbol, side, price, qty }, config), [symbol, side, price, qty, config]);

  const place = () => {
    setPending(true);
    setOutcome(null);
    placeOptionOrders(http, [buildOrderRequest({ symbol, side, price, qty }, randomRequestId())])
      .then(([result]) => {
        const code = result?.errorCode ?? 9999999;
        if (code === 0) {
          setOutcome({
            severity: 'success',
            text: t('ticket.placed', { side: t(side === 'Buy' ? 'ticket.buy' : 'ticket.sell'), qty, symbol, price }),
          });
          return;
        }
        const text = t('ticket.failed', { code, message: result?.errorMsg ?? '' });
        setOutcome({ severity: 'error', text });
        // The catalogue toasts it, except 3200305 / 3200306 (collected per symbol, spec §4).
        handleOrderOutcome({ errorCode: code, errorMsg: result?.errorMsg }, { bus });
      })
      .catch((e: unknown) => {
        const text = t('ticket.failed', {
          code: isApiError(e) ? e.code : 9999999,
          message: e instanceof Error ? e.message : String(e),
        });
        setOutcome({ severity: 'error', text });
        handleApiError(e, { bus });
      })
      .finally(() => setPending(false));
  };

  return (
    <OrderTicket
      symbol={symbol}
      side={side}
      price={price}
      qty={qty}
      markPrice={ticker ? formatDecimal(ticker.markPrice, precisionOf(config).mark) : undefined}
      errors={errors}
      pending={pending}
      outcome={outcome}
      onSideChange={setSide}
      onPriceChange={(text) => setPrice(sanitizeDecimalInput(text))}
      onQtyChange={(text) => setQty(sanitizeDecimalInput(text))}
      onPlace={place}
      onClose={() => dispatch(ticketClosed())}
    />
  );
}
