import type { PanelTab } from './tabs';

/** The settings' props, apart from both components so the lazy popover and its button share them without a cycle. */
export interface PanelSettingsValues {
  cancelAll: boolean;
  closeAll: boolean;
  allMarkets: boolean;
}

export interface PanelSettingsProps {
  /** The tabs the account may see, in the trader's order. */
  tabs: readonly PanelTab[];
  hidden: readonly PanelTab[];
  settings: PanelSettingsValues;
  /** Ask before hiding a tab (off once the trader ticked "never show again"). */
  confirmHide: boolean;
  onHide: (tab: PanelTab, neverAskAgain: boolean) => void;
  onRestore: (tab: PanelTab) => void;
  /** Moves a tab one place earlier (-1) or later (+1): reordering from the keyboard. */
  onMove: (tab: PanelTab, by: -1 | 1) => void;
  onSettingChange: (key: keyof PanelSettingsValues, on: boolean) => void;
  /** Open at first render (stories). */
  defaultOpen?: boolean;
}
