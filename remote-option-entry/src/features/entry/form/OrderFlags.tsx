import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import type { EntryLeg, EntryMode, TimeInForceName } from '../rules';
import type { FormHandlers } from './formView';
import { FlagCheckbox } from './FlagCheckbox';
import { SelectField } from './SelectField';

/** The times in force the select offers (post-only is its own checkbox). */
const TIME_IN_FORCE: readonly TimeInForceName[] = ['GoodTillCancel', 'ImmediateOrCancel', 'FillOrKill'];

export interface OrderFlagsProps extends Pick<FormHandlers, 'onEdit'> {
  leg: Pick<EntryLeg, 'placeType' | 'postOnly' | 'reduceOnly' | 'timeInForce'>;
  mode: EntryMode;
}

/** Post-only (not market); in advanced mode reduce-only and the time in force (not market, not post-only). */
export function OrderFlags({ leg, mode, onEdit }: OrderFlagsProps) {
  const { t } = useTranslation(NS);
  const limit = leg.placeType !== 'market';
  const advanced = mode === 'advanced';
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {limit ? (
        <FlagCheckbox
          label={t('entry.postOnly')}
          checked={leg.postOnly}
          testId="entry-post-only"
          onChange={(postOnly) => onEdit({ postOnly })}
        />
      ) : null}
      {advanced ? (
        <FlagCheckbox
          label={t('entry.reduceOnly')}
          checked={leg.reduceOnly}
          testId="entry-reduce-only"
          onChange={(reduceOnly) => onEdit({ reduceOnly })}
        />
      ) : null}
      {advanced && limit && !leg.postOnly ? (
        <SelectField
          label={t('entry.timeInForce')}
          value={leg.timeInForce}
          options={TIME_IN_FORCE}
          labelOf={(tif) => t(`entry.tif.${tif}`)}
          onChange={(timeInForce) => onEdit({ timeInForce })}
          testId="entry-tif"
        />
      ) : null}
    </Stack>
  );
}
