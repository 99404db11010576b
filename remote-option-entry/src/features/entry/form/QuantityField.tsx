import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { StepInput } from '../StepInput';
import type { FieldMessage, FormHandlers } from './formView';

export interface QuantityFieldProps extends Pick<FormHandlers, 'onEdit' | 'onBlur' | 'onStep' | 'onInvalid'> {
  qty: string;
  message: FieldMessage | undefined;
  sizeDecimals: number;
  locale: string;
}

/** The quantity (Alt+Q focuses it): capped and put on the increment when the trader leaves it. */
export function QuantityField({ qty, message, sizeDecimals, locale, ...on }: QuantityFieldProps) {
  const { t } = useTranslation(NS);
  return (
    <StepInput
      label={t('entry.qty')}
      keyShortcuts="Alt+Q"
      value={qty}
      onChange={(orderQty) => on.onEdit({ orderQty })}
      onInvalid={(issue) => on.onInvalid({ field: 'qty', ...issue })}
      locale={locale}
      precision={sizeDecimals}
      onBlur={() => on.onBlur('qty')}
      onStep={(direction) => on.onStep('qty', direction)}
      message={message && { text: t(message.key, message.params), severity: message.severity }}
      testId="entry-qty"
      stepUpLabel={t('entry.stepUp', { field: t('entry.qty') })}
      stepDownLabel={t('entry.stepDown', { field: t('entry.qty') })}
    />
  );
}
