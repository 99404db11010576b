import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Alert, Stack, Typography } from '@mui/material';
import { createSlice } from '@reduxjs/toolkit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addNamespace,
  type RootState,
  selectSession,
  selectStreamStatus,
  StreamStatusBadge,
  useAppSelector,
  WidgetFrame,
} from 'shared-core';
import { isApiError, useHostServices, type HostServices } from 'shared-http';
import { apiError, neverResolves } from './fakeServices';

// A stand-in for a remote: its own slice and namespace, plugged in by `setup` like a RemoteDefinition's.
const demoSlice = createSlice({
  name: 'storybookDemo',
  initialState: { greeting: 'from the slice’s initial state' },
  reducers: {},
});
function demoSetup(host: HostServices): void {
  demoSlice.injectInto(host.rootReducer);
  addNamespace(host.i18n, 'storybookDemo', {
    en: { heading: 'Fake host services' },
    de: { heading: 'Unechte Host-Dienste' },
  });
}

const selectGreeting = (state: RootState): string =>
  (state as RootState & { storybookDemo?: { greeting: string } }).storybookDemo?.greeting ?? 'setup did not run';

function ServicesProbe() {
  const { t } = useTranslation('storybookDemo');
  const { http } = useHostServices();
  const session = useAppSelector(selectSession);
  const streamStatus = useAppSelector((s) => selectStreamStatus(s, 'public'));
  const greeting = useAppSelector(selectGreeting);
  const [answer, setAnswer] = useState('loading…');

  useEffect(() => {
    let live = true;
    http
      .get<{ list: unknown[] }>('/demo/positions')
      .then((result) => live && setAnswer(`GET /demo/positions → ${JSON.stringify(result)}`))
      .catch((e: unknown) => live && setAnswer(isApiError(e) ? `ApiError ${e.code}: ${e.message}` : String(e)));
    return () => {
      live = false;
    };
  }, [http]);

  return (
    <WidgetFrame title={t('heading')} status={<StreamStatusBadge status={streamStatus} />} testId="services-probe">
      <Stack spacing={1}>
        <Typography variant="body2" data-testid="session">
          session: {session.status} {session.user?.email ?? ''} ({session.language})
        </Typography>
        <Typography variant="body2" data-testid="greeting">
          injected slice: {greeting}
        </Typography>
        <Alert severity="info" data-testid="http-answer">
          {answer}
        </Alert>
      </Stack>
    </WidgetFrame>
  );
}

const meta = {
  title: 'storybook/Platform/Conventions',
  component: ServicesProbe,
  parameters: {
    setup: demoSetup,
    http: { 'GET /demo/positions': { list: [{ symbol: 'BTC-27DEC26-100000-C', size: '0.5' }] } },
  },
} satisfies Meta<typeof ServicesProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed-in demo trader, live streams, a canned answer. */
export const Defaults: Story = {};

export const BusinessError: Story = {
  name: 'Business error',
  parameters: { http: { 'GET /demo/positions': apiError(10006, 'Too many visits') } },
};

export const NoCannedAnswer: Story = { name: 'No canned answer', parameters: { http: {} } };

export const PendingRequest: Story = {
  name: 'Pending request',
  parameters: { http: { 'GET /demo/positions': () => neverResolves() } },
};

export const ReconnectingStream: Story = { name: 'Reconnecting stream', parameters: { streamStatus: 'reconnecting' } };

/** Preloaded state for a shared slice and for a slice the setup injects. */
export const PreloadedState: Story = {
  name: 'Preloaded state',
  parameters: {
    store: {
      preloadedState: {
        session: { status: 'anonymous', user: null, language: 'en', endedBy: null },
        storybookDemo: { greeting: 'from parameters.store.preloadedState' },
      },
    },
  },
};
