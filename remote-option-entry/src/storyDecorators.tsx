import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addAllOptionEntryLanguages } from './i18n/all';

/** Adds this remote's namespace to the i18next instance in context (idempotent). */
function WithNamespace({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  addAllOptionEntryLanguages(i18n);
  return <>{children}</>;
}

/**
 * Storybook decorator: stories render real texts with whatever i18next instance the global
 * decorator provides, with no setup(host) call.
 */
export const withOptionEntryI18n = (Story: ComponentType) => (
  <WithNamespace>
    <Story />
  </WithNamespace>
);

/** Storybook decorator for right-to-left stories: the entry's 380 px column, mirrored. */
export const rtlColumn = (Story: ComponentType) => (
  <div dir="rtl" style={{ width: 380 }}>
    <Story />
  </div>
);
