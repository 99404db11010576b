import { Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { PRICE_SOURCES, PRICE_TYPES, type EntryLeg, type PriceType } from '../rules';
import type { FormHandlers } from './formView';
import { SelectField } from './SelectField';

export interface PriceTypeFieldsProps extends Pick<FormHandlers, 'onEdit'> {
  leg: Pick<EntryLeg, 'placeType' | 'source'>;
}

/** How the order is priced: USD, IV or market, and (not market) where the price comes from. */
export function PriceTypeFields({ leg, onEdit }: PriceTypeFieldsProps) {
  const { t } = useTranslation(NS);
  return (
    <>
      <Tabs
        value={leg.placeType}
        onChange={(_e, v: PriceType) => onEdit({ placeType: v })}
        aria-label={t('entry.priceType')}
        variant="fullWidth"
        sx={{ minHeight: 32, '& .MuiTab-root': { minHeight: 32, py: 0 } }}
      >
        {PRICE_TYPES.map((p) => (
          <Tab key={p} value={p} label={t(`entry.priceTypes.${p}`)} data-testid={`price-type-${p}`} />
        ))}
      </Tabs>
      {leg.placeType !== 'market' ? (
        <SelectField
          label={t('entry.priceSource')}
          value={leg.source}
          options={PRICE_SOURCES}
          labelOf={(s) => t(`entry.sources.${s}`)}
          onChange={(source) => onEdit({ source })}
          testId="price-source"
        />
      ) : null}
    </>
  );
}
