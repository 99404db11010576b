import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { PosterView, type PosterViewProps } from './PosterView';
import type { OptionVariant } from './rules/optionPoster';
import type { PosterKind, PosterStyle } from './rules/share';
import { ensureShareTexts } from './texts';

export interface ShareDialogViewProps {
  symbol: string;
  /** null while the profile loads */
  poster: Omit<PosterViewProps, 'style'> | null;
  /** the load failed: its message */
  error: string | null;
  kinds: PosterKind[];
  kind: PosterKind;
  /** the option profit poster's variants on offer (optionVariantsFor) and the one shown; [] for the other kinds */
  variants?: OptionVariant[];
  variant?: OptionVariant;
  style: PosterStyle;
  show: 'roi' | 'pnl';
  /** ROI is not offered for portfolio margin (§6) */
  roiOffered: boolean;
  downloading: boolean;
  downloadError: string | null;
  /** receives the poster's node (a callback ref): what Download image draws */
  onPosterNode?(node: HTMLDivElement | null): void;
  onKind(kind: PosterKind): void;
  onVariant?(variant: OptionVariant): void;
  onStyle(style: PosterStyle): void;
  onShow(show: 'roi' | 'pnl'): void;
  onDownload(): void;
  onRetry(): void;
  onClose(): void;
}

/** The share poster dialog (positions.md §2): kind, layout, ROI or PnL, the poster and Download image. */
export function ShareDialogView({ onPosterNode, ...props }: ShareDialogViewProps) {
  const { t, i18n } = useTranslation(NS);
  ensureShareTexts(i18n);
  return (
    <Dialog open onClose={props.onClose} maxWidth="md" data-testid="share-dialog">
      <DialogTitle>{t('share.title', { symbol: props.symbol })}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {props.kinds.length > 1 ? (
              <ToggleButtonGroup
                exclusive
                size="small"
                value={props.kind}
                aria-label={t('share.kind')}
                onChange={(_e, v: PosterKind | null) => v && props.onKind(v)}
              >
                {props.kinds.map((k) => (
                  <ToggleButton key={k} value={k} data-testid={`share-kind-${k}`}>
                    {t(`share.kinds.${k}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            ) : null}
            {props.kind === 'optionProfit' && props.variants && props.variants.length > 1 ? (
              <ToggleButtonGroup
                exclusive
                size="small"
                value={props.variant}
                aria-label={t('share.variant')}
                onChange={(_e, v: OptionVariant | null) => v && props.onVariant?.(v)}
              >
                {props.variants.map((v) => (
                  <ToggleButton key={v} value={v} data-testid={`share-variant-${v}`}>
                    {t(`share.variants.${v}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            ) : null}
            <ToggleButtonGroup
              exclusive
              size="small"
              value={props.style}
              aria-label={t('share.style')}
              onChange={(_e, v: PosterStyle | null) => v && props.onStyle(v)}
            >
              <ToggleButton value="horizontal" data-testid="share-style-horizontal">
                {t('share.styles.horizontal')}
              </ToggleButton>
              <ToggleButton value="vertical" data-testid="share-style-vertical">
                {t('share.styles.vertical')}
              </ToggleButton>
            </ToggleButtonGroup>
            {props.roiOffered && props.kind !== 'closedProfit' ? (
              <ToggleButtonGroup
                exclusive
                size="small"
                value={props.show}
                aria-label={t('share.show')}
                onChange={(_e, v: 'roi' | 'pnl' | null) => v && props.onShow(v)}
              >
                <ToggleButton value="roi">{t('share.roi')}</ToggleButton>
                <ToggleButton value="pnl">{t('share.pnl')}</ToggleButton>
              </ToggleButtonGroup>
            ) : null}
          </Stack>
          {props.error ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={props.onRetry} data-testid="share-retry">
                  {t('share.retry')}
                </Button>
              }
            >
              {t('share.error', { message: props.error })}
            </Alert>
          ) : props.poster ? (
            <Box sx={{ overflow: 'auto', maxWidth: '100%' }}>
              <PosterView ref={onPosterNode} {...props.poster} style={props.style} />
            </Box>
          ) : (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="share-loading">
              <CircularProgress size={16} aria-hidden />
              <Typography variant="body2">{t('share.loading')}</Typography>
            </Stack>
          )}
          {props.downloadError ? (
            <Alert severity="error" data-testid="share-download-error">
              {t('share.downloadError', { message: props.downloadError })}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} data-testid="share-close">
          {t('share.close')}
        </Button>
        <Button
          variant="contained"
          onClick={props.onDownload}
          disabled={!props.poster || !props.poster.qr || props.downloading}
          data-testid="share-download"
        >
          {props.downloading ? t('share.downloading') : t('share.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
