import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import type { LegDisplay } from './formView';

export interface MarginLineProps {
  margin: NonNullable<LegDisplay['margin']>;
  /** reduce-only: the size the order may reduce, formatted */
  reducible: string | null;
}

/** What the order needs (spec §4 margin order kind): premium, fee, a short's IM, required and available. */
export function MarginLine({ margin, reducible }: MarginLineProps) {
  const { t } = useTranslation(NS);
  return (
    <Box data-testid="entry-margin" data-kind={margin.kind}>
      <Typography variant="caption" color="text.secondary" component="div">
        {t(`entry.marginKind.${margin.kind}`)}
        {reducible !== null ? (
          <span data-testid="entry-reducible"> · {t('entry.reducible', { qty: reducible })}</span>
        ) : null}{' '}
        · {t('entry.premium')} {margin.premium} · {t('entry.fee')} {margin.fee}
        {margin.kind === 'openSell' ? ` · ${t('entry.initialMargin')} ${margin.initialMargin}` : ''}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="entry-required">
        {t('entry.required', { amount: margin.required, coin: margin.coin })}
        {margin.available !== null ? ` · ${t('entry.available', { amount: margin.available, coin: margin.coin })}` : ''}
      </Typography>
      {margin.insufficient ? (
        <Typography variant="caption" color="error" data-testid="entry-insufficient">
          {t('entry.insufficient')}
        </Typography>
      ) : null}
    </Box>
  );
}
