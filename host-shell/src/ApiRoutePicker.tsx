import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  measureRoutes,
  decideAutoRoute,
  readRouteChoice,
  saveAutoRoute,
  saveRouteChoice,
  ROUTE_CHOICES,
  type ApiRoutes,
  type KeyValueStorage,
  type RouteChoice,
  type RouteId,
} from 'shared-http';
import { currentApiRoute, pageStorage } from './apiRoute';
import { HeaderSelect } from './HeaderSelect';

export interface ApiRoutePickerProps {
  /** Defaults: what boot set up, localStorage, a page reload. */
  routes?: ApiRoutes;
  active?: RouteId;
  storage?: KeyValueStorage;
  reload?: () => void;
}

/**
 * Header picker for the API route (default, route 1, route 2, auto). A change is saved and the
 * page reloads to use it; choosing auto first measures the routes so the reload uses the best.
 */
export function ApiRoutePicker(props: ApiRoutePickerProps) {
  const { t } = useTranslation('host');
  const setup = currentApiRoute();
  const routes = props.routes ?? setup?.routes;
  const active = props.active ?? setup?.active ?? 'default';
  const storage = props.storage ?? pageStorage();
  const reload = props.reload ?? (() => location.reload());
  const [choice, setChoice] = useState<RouteChoice>(() => readRouteChoice(storage).choice);
  const [busy, setBusy] = useState(false);

  const label = (c: RouteChoice) =>
    c === 'auto' && choice === 'auto'
      ? t('apiRoute.autoUsing', { route: t(`apiRoute.${active}`) })
      : t(`apiRoute.${c}`);

  return (
    <HeaderSelect
      label={t('apiRoute.label')}
      value={choice}
      disabled={busy}
      minWidth={120}
      testId="api-route"
      onChange={(value) => {
        const next = value as RouteChoice;
        setChoice(next);
        saveRouteChoice(storage, next);
        if (next !== 'auto' || !routes) return reload();
        setBusy(true);
        void measureRoutes(routes)
          .then((latencies) => saveAutoRoute(storage, decideAutoRoute(active, latencies)))
          .finally(reload);
      }}
    >
      {ROUTE_CHOICES.map((c) => (
        <option key={c} value={c}>
          {label(c)}
        </option>
      ))}
    </HeaderSelect>
  );
}
