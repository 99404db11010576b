import { Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAppStore } from 'shared-core';
import { navigate } from './history';
import type { HelpRoute } from './helpCenter';
import { tradeRouteOfSelection } from './tradeRoutes';

const PARAGRAPHS = ['p1', 'p2', 'p3'] as const;

/**
 * `/{locale}/help-center/{article}`: an article a widget's "learn more" link opens (in a new
 * window). Public: it needs no session. In the page's language; an unknown article says so and
 * still leads back to trading.
 */
export function HelpCenterPage({ route, now = Date.now }: { route: HelpRoute; now?: () => number }) {
  const { t } = useTranslation('host');
  const store = useAppStore();
  const back = () => tradeRouteOfSelection(store.getState().trading, now());
  return (
    <Box component="main" sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
      <Paper component="article" sx={{ p: 3, maxWidth: 720, width: '100%' }} aria-labelledby="help-title">
        <Stack spacing={2}>
          <Typography variant="overline" color="text.secondary">
            {t('help.title')}
          </Typography>
          {route.key ? (
            <>
              <Typography id="help-title" variant="h5" component="h1">
                {t(`help.articles.${route.key}.title`)}
              </Typography>
              {PARAGRAPHS.map((p) => (
                <Typography key={p} variant="body1">
                  {t(`help.articles.${route.key}.${p}`)}
                </Typography>
              ))}
            </>
          ) : (
            <Typography id="help-title" variant="h5" component="h1">
              {t('help.notFound')}
            </Typography>
          )}
          {/* A plain link: MUI's Link is not among the names the page shares (muiShared.ts). */}
          <Typography
            component="a"
            color="primary"
            href={back()}
            onClick={(e) => {
              e.preventDefault();
              navigate(back());
            }}
          >
            {t('help.back')}
          </Typography>
        </Stack>
      </Paper>
    </Box>
  );
}
