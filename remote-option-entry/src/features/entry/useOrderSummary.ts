import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import type { OrderSummary } from './display';

/** Words an order: "Buy 1 BTC-27DEC24-60000-C at 5,300" (outcomes, the cancel confirmation). */
export function useOrderSummary(): (summary: OrderSummary) => string {
  const { t } = useTranslation(NS);
  return (s) => t('outcome.summary', { ...s, side: t(s.side === 'buy' ? 'entry.buy' : 'entry.sell') });
}
