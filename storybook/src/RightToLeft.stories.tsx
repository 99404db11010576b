import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Box, Typography } from '@mui/material';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SignInPanel, StreamStatusBadge, WidgetFrame } from 'shared-core';

/**
 * Shared components in a right-to-left language (ar-SA): the global decorator gives the story
 * `<html dir="rtl">`, the theme's rtl direction and the host's RTL emotion cache, so MUI's
 * styles are mirrored as on the composed page. Any story can be viewed this way from the
 * toolbar's Language menu (العربية) or with `&globals=locale:ar-SA`.
 */
function RightToLeftDemo() {
  return (
    <WidgetFrame title="العربية" versionLabel="v1" status={<StreamStatusBadge status="live" />} testId="rtl-frame">
      <Box data-testid="rtl-indent" sx={{ ml: 2, mb: 1, borderLeft: 4, borderColor: 'primary.main', pl: 1 }}>
        <Typography variant="body2">margin-left: 16px → margin-right: 16px</Typography>
      </Box>
      <SignInPanel defaultEmail="demo@example.com" onSubmit={fn()} />
    </WidgetFrame>
  );
}

const meta = {
  title: 'storybook/Platform/RightToLeft',
  component: RightToLeftDemo,
  globals: { locale: 'ar-SA' },
} satisfies Meta<typeof RightToLeftDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** WidgetFrame, StreamStatusBadge and SignInPanel in ar-SA: right-to-left, left and right styles swapped. */
export const ArabicSaudiArabia: Story = {
  name: 'ar-SA',
  play: async ({ canvasElement }) => {
    // the decorator sets <html dir lang> in an effect, after the first render
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    await expect(document.documentElement.lang).toBe('ar-SA');
    const indent = getComputedStyle(within(canvasElement).getByTestId('rtl-indent'));
    await expect(indent.marginRight).toBe('16px');
    await expect(indent.marginLeft).toBe('0px');
    await expect(indent.borderRightWidth).toBe('4px');
    await expect(indent.paddingRight).toBe('8px');
  },
};
