import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { IV_INPUT_DECIMALS, type EntryLeg } from '../rules';
import { StepInput } from '../StepInput';
import type { EntryFormView, FormHandlers, FormPatch } from './formView';

/** The field of each price type that has one: what it edits, its label and test id. */
const FIELDS = {
  usd: { field: 'price', value: 'orderPrice', label: 'entry.price', testId: 'entry-price' },
  iv: { field: 'iv', value: 'iv', label: 'entry.iv', testId: 'entry-iv' },
} as const;

const edit = (value: 'orderPrice' | 'iv', text: string): FormPatch =>
  value === 'orderPrice' ? { orderPrice: text } : { iv: text };

export interface PriceInputProps
  extends
    Pick<EntryFormView, 'messages' | 'priceHint' | 'marketPrice' | 'priceDecimals'>,
    Pick<FormHandlers, 'onEdit' | 'onBlur' | 'onStep' | 'onInvalid'> {
  leg: Pick<EntryLeg, 'placeType' | 'orderPrice' | 'iv'>;
  locale: string;
}

/** The price as the price type takes it: a USD price, an IV (one decimal), or a market order's protected price. */
export function PriceInput({ leg, messages, priceHint, marketPrice, priceDecimals, locale, ...on }: PriceInputProps) {
  const { t } = useTranslation(NS);
  if (leg.placeType === 'market')
    return (
      <Typography variant="body2" color="text.secondary" data-testid="entry-market-price">
        {t('entry.marketPrice', { price: marketPrice })}
      </Typography>
    );
  const { field, value, label, testId } = FIELDS[leg.placeType];
  const message = messages[field];
  return (
    <StepInput
      // a field of its own per price type: what was typed into the price is not the IV's
      key={field}
      label={t(label)}
      value={leg[value]}
      onChange={(text) => on.onEdit(edit(value, text))}
      onInvalid={(issue) => on.onInvalid({ field, ...issue })}
      locale={locale}
      precision={field === 'price' ? priceDecimals : IV_INPUT_DECIMALS}
      onBlur={field === 'price' ? () => on.onBlur('price') : undefined}
      onStep={(direction) => on.onStep(field, direction)}
      message={message && { text: t(message.key, message.params), severity: message.severity }}
      hint={priceHint ? t(priceHint.key, priceHint.params) : undefined}
      testId={testId}
      stepUpLabel={t('entry.stepUp', { field: t(label) })}
      stepDownLabel={t('entry.stepDown', { field: t(label) })}
    />
  );
}
