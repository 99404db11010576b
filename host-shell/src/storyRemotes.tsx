import { Typography } from '@mui/material';
import { useLayoutEffect, type ComponentType } from 'react';
import { WidgetFrame } from 'shared-core';
import { CONTRACT_VERSION, type RemoteDefinition } from 'shared-http';
import type { RemoteLoader } from './federation';

/**
 * Stories' remotes: a loader that answers each container name as a story asks (a widget, a
 * failure, a wait), so the host's slot and workspace can be browsed without the remotes' servers.
 */
export type StoryRemote = 'ready' | 'loading' | 'unavailable' | 'crashes' | 'oldContract' | Error;

const WORDS: Record<string, { title: string; text: string }> = {
  remote_option_entry: { title: 'Options', text: 'The option chain and the order ticket render here.' },
  remote_positions: { title: 'Positions', text: 'The positions table renders here.' },
  remote_order_panel: { title: 'Orders', text: 'Open orders, history and tools render here.' },
};

/** What the crashing stand-in throws (as a widget reading an answer that lacks its list). */
const CRASH = "Cannot read properties of undefined (reading 'list')";

function widget(name: string, crashes = false): RemoteDefinition {
  const words = WORDS[name] ?? { title: name, text: '' };
  return {
    name,
    contractVersion: CONTRACT_VERSION,
    version: '1.0.0',
    setup: () => undefined,
    Component: () => {
      if (crashes) throw new TypeError(CRASH);
      return (
        <WidgetFrame title={words.title} versionLabel="1.0.0">
          <Typography variant="body2" color="text.secondary">
            {words.text}
          </Typography>
        </WidgetFrame>
      );
    },
  };
}

export function storyLoader(remotes: Record<string, StoryRemote> = {}): RemoteLoader {
  return {
    load: (name) => {
      const how = remotes[name] ?? 'ready';
      if (how instanceof Error) return Promise.reject(how);
      switch (how) {
        case 'loading':
          return new Promise(() => undefined);
        case 'unavailable':
          return Promise.reject(
            new Error(`[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003\nargs: {"id":"${name}"}`),
          );
        case 'crashes':
          return Promise.resolve(widget(name, true));
        case 'oldContract':
          return Promise.resolve({ ...widget(name), contractVersion: 0 });
        default:
          return Promise.resolve(widget(name));
      }
    },
  };
}

/**
 * The host logs a slot's failure for support (`[host] remote_positions: load failed`), and React
 * logs a render error it caught; a story that shows a failure on purpose expects both. The story
 * test fails on any other console error.
 */
export function ExpectedFailureLogs({ Story }: { Story: ComponentType }) {
  // before the slot's passive effect starts loading: its failure arrives after this
  useLayoutEffect(() => {
    const original = console.error;
    // the host's own support line, and React's report of the stand-in's crash (in any of its forms)
    const expected = (first: unknown, rest: unknown[]) =>
      (typeof first === 'string' && first.startsWith('[host] ')) ||
      [first, ...rest].some((a) => (a instanceof Error ? a.message : String(a)).includes(CRASH));
    console.error = (first?: unknown, ...rest: unknown[]) => {
      if (!expected(first, rest)) original(first, ...rest);
    };
    return () => {
      console.error = original;
    };
  }, []);
  return <Story />;
}
