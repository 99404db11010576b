import { Box, Stack } from '@mui/material';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { FormHeader } from './form/FormHeader';
import type { EntryFormView, FormHandlers } from './form/formView';
import { InstrumentFields } from './form/InstrumentFields';
import { LegFigures } from './form/LegFigures';
import { OrderFlags } from './form/OrderFlags';
import { PriceInput } from './form/PriceInput';
import { PriceTypeFields } from './form/PriceTypeFields';
import { QuantityField } from './form/QuantityField';
import { SideToggle } from './form/SideToggle';
import { SubmitBar } from './form/SubmitBar';

export interface EntryFormProps extends EntryFormView, FormHandlers {
  /** The trader's language (decimal separator typed and shown). */
  locale: string;
}

/**
 * The option order form, presentational: what it shows is prepared (form/formView.ts, selected by
 * selectDraftView), edits go out as `onEdit(patch)` and the few other intents (blur, step, invalid
 * text, submit, close) as their own callbacks. Enter in a field submits the form.
 */
export function EntryForm(props: EntryFormProps) {
  const { leg, mode, display, messages, locale, onEdit, onBlur, onStep, onInvalid, onSubmit } = props;
  const { t } = useTranslation(NS);
  const fieldHandlers = { onEdit, onBlur, onStep, onInvalid };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={t('entry.title')}
      data-testid="entry-form"
      data-symbol={leg.symbol}
      sx={{ p: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack spacing={1}>
        <FormHeader symbol={leg.symbol} mode={mode} onEdit={onEdit} onClose={props.onClose} />
        <InstrumentFields leg={leg} strikes={props.strikes} onEdit={onEdit} />
        <SideToggle side={leg.side} onEdit={onEdit} />
        <PriceTypeFields leg={leg} onEdit={onEdit} />
        <PriceInput
          leg={leg}
          messages={messages}
          priceHint={props.priceHint}
          marketPrice={props.marketPrice}
          priceDecimals={props.priceDecimals}
          locale={locale}
          {...fieldHandlers}
        />
        <QuantityField
          qty={leg.orderQty}
          message={messages.qty}
          sizeDecimals={props.sizeDecimals}
          locale={locale}
          {...fieldHandlers}
        />
        <OrderFlags leg={leg} mode={mode} onEdit={onEdit} />
        <LegFigures
          band={props.band}
          greeks={display?.greeks ?? null}
          deviation={display?.deviation ?? null}
          signedIn={props.signedIn}
        />
        <SubmitBar
          side={leg.side}
          margin={display?.margin ?? null}
          reducible={display?.reducible ?? null}
          locked={props.locked}
          batchMode={props.batchMode}
          batchFull={props.batchFull}
          submitKey={props.submitKey}
        />
      </Stack>
    </Box>
  );
}
