import { expect, within } from 'storybook/test';

/**
 * What the interaction stories share. Dialogs render in a portal: queries go to the whole page.
 * Play functions query by test id (the same in every language), so the story test can run them in
 * Arabic too.
 */
export const screen = () => within(document.body);

/**
 * The dialog says `key`'s message in words: an alert (role="alert") with text that is neither empty
 * nor the bare message key (a missing translation shows the key).
 */
export async function expectAlertSaying(key: string): Promise<HTMLElement> {
  const alerts = await screen().findAllByRole('alert');
  const said = alerts.find((a) => (a.textContent ?? '').trim() !== '');
  await expect(said).toBeDefined();
  await expect(said!.textContent).not.toContain(key);
  return said!;
}
