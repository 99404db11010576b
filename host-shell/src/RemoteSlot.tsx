import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { Component, Suspense, useEffect, useId, useState, type ErrorInfo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  checkContract,
  SUPPORTED_CONTRACT_VERSIONS,
  useHostServices,
  type ContractCheck,
  type RemoteDefinition,
  type SharedLibraryCheck,
} from 'shared-http';
import { SharedLibraryMismatchError, type RemoteLoader } from './federation';
import { RemoteRefusedError } from './remotePolicy';
import { Freeze } from './workspace/Freeze';

export interface RemoteSlotProps {
  /** The remote's container name, as in the deployment file. */
  name: string;
  /** What the trader calls it, for the loading and fallback texts. */
  title: string;
  loader: RemoteLoader;
  /** A slot lent to a remote (contract 2): test id `lent-slot-<name>`, so it is told apart from the page's own. */
  lent?: boolean;
  /**
   * The trader cannot see the slot (a background tab, behind a maximised panel): once its widget
   * has shown, it stops rendering but stays mounted, so its streams and notices keep running.
   */
  hidden?: boolean;
}

/** Why a remote cannot run on this page: its contract, or a shared library the page cannot serve. */
type Unsupported = Extract<ContractCheck, { ok: false }> | Extract<SharedLibraryCheck, { ok: false }>;

type Phase =
  | { kind: 'loading' }
  | { kind: 'ready'; definition: RemoteDefinition }
  | { kind: 'loadFailed'; error: unknown }
  | { kind: 'unsupported'; check: Unsupported; version?: string }
  | { kind: 'crashed'; error: unknown };

/**
 * One remote on the page: loads it when the slot first renders, checks its contract, runs its
 * setup with the host's services once per load, then renders it under its own error boundary.
 * Any failure stays inside the slot, with a Retry that reloads the remote for real.
 */
export function RemoteSlot({ name, title, loader, lent = false, hidden = false }: RemoteSlotProps) {
  const services = useHostServices();
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  // the widget's first render committed: only then may it freeze (a widget never shown would never subscribe)
  const [shownOnce, setShownOnce] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loader.load(name, { fresh: attempt > 0 }).then(
      (candidate) => {
        if (cancelled) return;
        const check = checkContract(candidate);
        if (!check.ok) {
          setPhase({ kind: 'unsupported', check, version: check.version });
          return;
        }
        const { definition } = check;
        try {
          definition.setup(services);
        } catch (error) {
          console.error(`[host] ${name}: setup failed`, error);
          setPhase({ kind: 'crashed', error });
          return;
        }
        setPhase({ kind: 'ready', definition });
      },
      (error: unknown) => {
        if (cancelled) return;
        if (error instanceof SharedLibraryMismatchError) {
          console.warn(`[host] ${error.message}`);
          setPhase({ kind: 'unsupported', check: error.check });
          return;
        }
        console.error(`[host] ${name}: load failed`, error);
        setPhase({ kind: 'loadFailed', error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [loader, name, attempt, services]);

  const retry = () => {
    setShownOnce(false);
    setPhase({ kind: 'loading' });
    setAttempt((a) => a + 1);
  };

  return (
    <Box
      data-testid={`${lent ? 'lent-' : ''}slot-${name}`}
      data-state={phase.kind}
      sx={{ minWidth: 0, minHeight: 0, height: '100%' }}
    >
      {phase.kind === 'loading' ? <SlotLoading title={title} /> : null}
      {phase.kind === 'loadFailed' ? (
        <SlotFallback kind="loadFailed" name={name} title={title} error={phase.error} onRetry={retry} />
      ) : null}
      {phase.kind === 'crashed' ? (
        <SlotFallback kind="crashed" title={title} error={phase.error} onRetry={retry} />
      ) : null}
      {phase.kind === 'unsupported' ? (
        <SlotFallback kind="unsupported" title={title} check={phase.check} version={phase.version} onRetry={retry} />
      ) : null}
      {phase.kind === 'ready' ? (
        <SlotBoundary
          key={attempt}
          name={name}
          onError={(error) => setPhase({ kind: 'crashed', error })}
          fallback={(error) => <SlotFallback kind="crashed" title={title} error={error} onRetry={retry} />}
        >
          <Freeze frozen={hidden && shownOnce}>
            <Suspense fallback={<SlotLoading title={title} />}>
              <phase.definition.Component />
              <OnCommit onCommit={setShownOnce} />
            </Suspense>
          </Freeze>
        </SlotBoundary>
      ) : null}
    </Box>
  );
}

/** Commits with the widget beside it (same Suspense boundary): tells the slot its widget has shown. */
function OnCommit({ onCommit }: { onCommit(committed: true): void }) {
  useEffect(() => onCommit(true), [onCommit]);
  return null;
}

function SlotLoading({ title }: { title: string }) {
  const { t } = useTranslation('common');
  return (
    <Paper
      variant="outlined"
      role="status"
      aria-busy="true"
      sx={{ p: 2, display: 'flex', gap: 1, alignItems: 'center', height: '100%' }}
    >
      <CircularProgress size={16} aria-hidden />
      <Typography variant="body2" color="text.secondary">
        {t('widget.loading', { name: title })}
      </Typography>
    </Paper>
  );
}

type FallbackProps = { title: string; onRetry(): void; name?: string } & (
  { kind: 'loadFailed' | 'crashed'; error: unknown } | { kind: 'unsupported'; check: Unsupported; version?: string }
);

function SlotFallback(props: FallbackProps) {
  const { t } = useTranslation('common');
  const { title, onRetry } = props;
  const message =
    props.kind === 'unsupported'
      ? unsupportedMessage(t, title, props.check, props.version)
      : props.kind === 'loadFailed' && props.error instanceof RemoteRefusedError
        ? t(`host:refused.${props.error.reason}`, { name: title })
        : props.kind === 'loadFailed'
          ? // the trader's words; the runtime's own ("Failed to get manifest. #RUNTIME-003") is a detail
            t([`host:unavailable.${props.name ?? ''}`, 'host:unavailable.other'], { name: title })
          : t('widget.crashed', { name: title });
  const detail = props.kind === 'unsupported' ? undefined : describeError(props.error);
  const [showDetail, setShowDetail] = useState(false);
  const detailId = useId();
  return (
    <Paper
      variant="outlined"
      data-testid="slot-fallback"
      data-reason={props.kind}
      data-refused={
        props.kind === 'loadFailed' && props.error instanceof RemoteRefusedError ? props.error.reason : undefined
      }
      data-shared-library={props.kind === 'unsupported' && 'library' in props.check ? props.check.library : undefined}
      sx={{ p: 1.5, height: '100%' }}
    >
      <Alert
        severity={props.kind === 'unsupported' ? 'warning' : 'error'}
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('widget.retry')}
          </Button>
        }
      >
        {message}
        {detail ? (
          <>
            <Button
              size="small"
              color="inherit"
              aria-expanded={showDetail}
              aria-controls={detailId}
              onClick={() => setShowDetail((shown) => !shown)}
              data-testid="slot-fallback-details-toggle"
              sx={{ display: 'block', p: 0, mt: 0.5, minWidth: 0, textTransform: 'none', textDecoration: 'underline' }}
            >
              {t('host:unavailable.details')}
            </Button>
            {/* hidden, not removed: the detail stays in the document for support tools and tests */}
            <Typography
              id={detailId}
              hidden={!showDetail}
              variant="caption"
              component="div"
              sx={{ opacity: 0.75, mt: 0.5, wordBreak: 'break-word' }}
              data-testid="slot-fallback-detail"
            >
              {detail}
            </Typography>
          </>
        ) : null}
      </Alert>
    </Paper>
  );
}

function unsupportedMessage(t: TFunction, title: string, check: Unsupported, version?: string): string {
  if ('library' in check)
    return t(`host:sharedLibrary.${check.reason}`, {
      name: title,
      library: check.library,
      minimum: check.minimum,
      requiredVersion: check.requiredVersion,
      hostVersion: check.hostVersion,
    });
  return t('widget.unsupportedContract', {
    name: title,
    version: version ?? '?',
    contract: check.contractVersion ?? '?',
    supported: SUPPORTED_CONTRACT_VERSIONS.join(', '),
  });
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // Runtime errors carry a long help link and context; the first line is what support needs.
  return (text.split('\n')[0] ?? '').slice(0, 240);
}

interface SlotBoundaryProps {
  name: string;
  /** Lifts the crash into the slot's phase, so the slot reports `crashed` like any other failure. */
  onError(error: unknown): void;
  fallback(error: unknown): ReactNode;
  children: ReactNode;
}

/** Contains a render throw of one remote; the rest of the page keeps working. */
class SlotBoundary extends Component<SlotBoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[host] ${this.props.name}: render failed`, error, info.componentStack);
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
