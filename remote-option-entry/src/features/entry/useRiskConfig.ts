import { useEffect } from 'react';
import { useAppDispatch } from 'shared-core';
import { useHostServices } from 'shared-http';
import { riskLoaded } from './accountSlice';
import { fetchRiskConfig } from './api';

/** Loads the risk config of the settle coin; the defaults (the exchange's published constants) stay in use until then, or when it fails. */
export function useRiskConfig(settleCoin: 'USDC' | 'USDT'): void {
  const { http } = useHostServices();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const controller = new AbortController();
    fetchRiskConfig(http, settleCoin, controller.signal)
      .then((risk) => dispatch(riskLoaded(risk)))
      .catch(() => undefined);
    return () => controller.abort();
  }, [http, dispatch, settleCoin]);
}
