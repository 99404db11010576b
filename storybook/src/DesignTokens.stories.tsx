import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Box, Stack, Typography, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { contrastRatio, radii, spacing, tokensFor, zIndex, type ThemeMode } from 'shared-core';

/*
 * The design tokens, drawn straight from shared-core's tokensFor(mode): the mode is the one the
 * toolbar's theme put in the store (read back through the MUI theme), so this page cannot disagree
 * with the code. A documentation page for designers: its labels are the tokens' own names.
 */

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const isHex = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

function Swatch({ name, value, on }: { name: string; value: string; on: string }) {
  const ratio = isHex(value) && isHex(on) ? contrastRatio(value, on) : null;
  return (
    <Box sx={{ width: 150 }} data-token={name}>
      <Box sx={{ height: 40, borderRadius: 1, border: 1, borderColor: 'divider', background: value }} />
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {name}
      </Typography>
      <Typography variant="caption" component="div" dir="ltr" sx={{ color: 'text.secondary' }}>
        {value}
        {ratio === null ? '' : ` · ${ratio.toFixed(1)}:1`}
      </Typography>
    </Box>
  );
}

/** Flattens `{ text: { primary } }` to `text.primary`. */
function flatten(prefix: string, value: unknown): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => flatten(prefix ? `${prefix}.${k}` : k, v));
  return [];
}

function DesignTokensPage() {
  const mode: ThemeMode = useTheme().palette.mode;
  const tokens = tokensFor(mode);
  const surface = tokens.color.background.surface;
  return (
    <Box sx={{ maxWidth: 1100 }} data-testid="design-tokens" data-mode={mode}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Design tokens · {mode}
      </Typography>
      <Section title="Colours (contrast against the surface)">
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          {flatten('', tokens.color).map(([name, value]) => (
            <Swatch key={name} name={name} value={value} on={surface} />
          ))}
        </Stack>
      </Section>
      <Section title="Typography">
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }} dir="ltr">
          {tokens.typography.fontFamily}
        </Typography>
        {Object.entries(tokens.typography.sizes).map(([name, size]) => (
          <Box key={name} sx={{ display: 'flex', gap: 2, alignItems: 'baseline' }}>
            <Typography variant="caption" sx={{ width: 120, color: 'text.secondary' }}>
              {name} · {size}px
            </Typography>
            <Box sx={{ fontSize: size, fontVariantNumeric: tokens.typography.numeric }} dir="ltr">
              BTC-27DEC26-100000-C 1,234.5600 +74.6250
            </Box>
          </Box>
        ))}
        <Stack direction="row" sx={{ gap: 3, mt: 1 }}>
          {Object.entries(tokens.typography.weights).map(([name, weight]) => (
            <Box key={name} sx={{ fontWeight: weight }}>
              {name} · {weight}
            </Box>
          ))}
          <Box sx={{ fontVariantNumeric: tokens.typography.numeric }}>numeric · {tokens.typography.numeric}</Box>
        </Stack>
      </Section>
      <Section title="Spacing">
        {spacing.scale.map((px) => (
          <Box key={px} sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 0.5 }}>
            <Typography variant="caption" sx={{ width: 60 }}>
              {px}px
            </Typography>
            <Box sx={{ width: px, height: 12, bgcolor: 'primary.main' }} />
          </Box>
        ))}
      </Section>
      <Section title="Radii">
        <Stack direction="row" sx={{ gap: 2 }}>
          {Object.entries(radii).map(([name, px]) => (
            <Box key={name} sx={{ textAlign: 'center' }}>
              <Box sx={{ width: 56, height: 40, border: 2, borderColor: 'text.secondary', borderRadius: `${px}px` }} />
              <Typography variant="caption">
                {name} · {px}px
              </Typography>
            </Box>
          ))}
        </Stack>
      </Section>
      <Section title="Z-index (positions.md: modals 998, 1010, 1100; page dialog 1100)">
        <Box component="table" sx={{ borderCollapse: 'collapse', '& td': { pr: 3, py: 0.25 } }}>
          <tbody>
            {Object.entries(zIndex).map(([name, value]) => (
              <tr key={name}>
                <td>{name}</td>
                <Box component="td" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {value}
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
      </Section>
    </Box>
  );
}

const meta = {
  title: 'storybook/Design/DesignTokens',
  component: DesignTokensPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DesignTokensPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Follows the toolbar's theme. */
export const Tokens: Story = {};

/** The light palette, whatever the toolbar says. */
export const Light: Story = { globals: { theme: 'light' } };
