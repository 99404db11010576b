import { Alert } from '@mui/material';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { LentRemoteProps, RemoteLender } from 'shared-http';
import type { RemoteLoader } from './federation';
import { RemoteSlot } from './RemoteSlot';

/** Whether we are inside a lent slot already: a lent slot inside one is refused. */
const InsideLentSlot = createContext(false);

/**
 * Contract 2 (decision 0021): the host's remote-loading slot, lent to remotes through
 * `HostServices.remotes`. The borrowed remote is loaded, checked and set up as the page's own
 * slots do, with its own boundary and Retry; it runs on the page's one store, so what it shows is
 * what the page's own slot of it shows, live. Nesting is refused, so a remote cannot put the
 * page inside itself.
 */
export function lendRemotes(loader: RemoteLoader): RemoteLender {
  function LentSlot({ name, title }: LentRemoteProps) {
    const nested = useContext(InsideLentSlot);
    const { t } = useTranslation('host');
    if (nested)
      return (
        <Alert severity="warning" data-testid={`lent-slot-refused-${name}`}>
          {t('lentSlot.nested', { name: title })}
        </Alert>
      );
    return (
      <InsideLentSlot.Provider value>
        <RemoteSlot name={name} title={title} loader={loader} lent />
      </InsideLentSlot.Provider>
    );
  }
  return { Slot: LentSlot };
}
