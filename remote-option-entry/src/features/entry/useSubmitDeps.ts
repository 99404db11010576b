import { useMemo } from 'react';
import { useHostServices } from 'shared-http';
import type { SubmitDeps } from './submit';

/** The placement thunks' dependencies from the host services, stable across renders. */
export function useSubmitDeps(): SubmitDeps {
  const { http, bus } = useHostServices();
  return useMemo(() => ({ http, bus }), [http, bus]);
}
