import { Button } from '@mui/material';
import { Suspense, useId, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPrefetch, usePrefetchWhenIdle } from 'shared-core';
import { NS } from '../../i18n';
import type { PanelSettingsPopoverProps } from './PanelSettingsPopover';
import type { PanelSettingsProps } from './panelSettingsProps';

export type { PanelSettingsProps, PanelSettingsValues } from './panelSettingsProps';

let loaded: ComponentType<PanelSettingsPopoverProps> | undefined;

/**
 * The popover and the hide confirmation: the remote's own MUI Popover, List, Switch… (not on the
 * page), so a lazy chunk, off the first load (README "Figures").
 */
export const SettingsPopover = lazyWithPrefetch(() =>
  import('./PanelSettingsPopover').then((m) => (loaded = m.PanelSettingsPopover)),
);

/** Renders the popover directly once its chunk is in (no suspense), else lazily; chosen at mount. */
function PopoverSlot(props: PanelSettingsPopoverProps) {
  const [Direct] = useState(() => loaded);
  if (Direct) return <Direct {...props} />;
  return (
    <Suspense fallback={null}>
      <SettingsPopover.Component {...props} />
    </Suspense>
  );
}

/**
 * The panel's settings (order-panel.md §2.3, §4.1): each tab shown or hidden (hiding asks first,
 * with "never show again"), moved earlier or later, and the cancel-all, close-all and all-markets
 * settings, and the trade-notice switches (connected, in the popover). The button is on the first screen; the popover is fetched on the first
 * click (prefetched on hover, on focus, or once the page settled) and stays mounted after that.
 */
export function PanelSettings({ defaultOpen = false, ...props }: PanelSettingsProps) {
  const { t } = useTranslation(NS);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(defaultOpen);
  const [mounted, setMounted] = useState(defaultOpen);
  const titleId = useId();
  usePrefetchWhenIdle([SettingsPopover]);
  const prefetch = () => void SettingsPopover.prefetch();

  return (
    <>
      <Button
        size="small"
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpen(true);
          setMounted(true);
        }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="panel-settings-button"
        sx={{ minWidth: 0, textTransform: 'none' }}
      >
        {t('settings.button')}
      </Button>
      {mounted ? (
        <PopoverSlot {...props} open={open} anchor={anchor} onClose={() => setOpen(false)} titleId={titleId} />
      ) : null}
    </>
  );
}
