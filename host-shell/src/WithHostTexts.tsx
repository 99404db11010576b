import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { addHostTexts } from './hostTexts';

/** Stories' decorator: the host's texts on the story's i18next instance (the page adds them at boot). */
export function WithHostTexts({ Story }: { Story: ComponentType }) {
  const { i18n } = useTranslation();
  addHostTexts(i18n);
  return <Story />;
}
