import type { HttpClient } from 'shared-http';
import {
  readAlgo,
  readAlgoList,
  readCounts,
  TOOL_STATUS,
  type Tool,
  type ToolCounts,
  type ToolStatusFilter,
  type WireAlgo,
} from './rules';

// The Tools tab's calls (exchange-sim API.md, "Tools: algorithmic orders"), one constant each.

/** POST: a new TWAP / iceberg / chase (webhook) order. */
export const ALGO_CREATE_PATH = '/contract/v5/algo/create';
/** GET ?tool=&status=: the list and the running count per tool. */
export const ALGO_LIST_PATH = '/contract/v5/algo/list';
/** POST { algoId }: stop a running one. */
export const ALGO_CANCEL_PATH = '/contract/v5/algo/cancel';
/** The private topic the algorithmic orders' changes are pushed on. */
export const ALGO_TOPIC = 'user.algo.order';

export async function fetchAlgos(
  http: HttpClient,
  tool: Tool,
  status: ToolStatusFilter,
  signal?: AbortSignal,
): Promise<{ list: WireAlgo[]; counts: ToolCounts }> {
  const r = await http.get<{ list?: unknown; counts?: unknown }>(
    ALGO_LIST_PATH,
    { tool, status: TOOL_STATUS[status] },
    { signal },
  );
  return { list: readAlgoList(r?.list), counts: readCounts(r?.counts) };
}

export async function createAlgo(http: HttpClient, body: Record<string, unknown>): Promise<WireAlgo | null> {
  return readAlgo(await http.post<unknown>(ALGO_CREATE_PATH, body));
}

export async function cancelAlgo(http: HttpClient, algoId: string): Promise<WireAlgo | null> {
  return readAlgo(await http.post<unknown>(ALGO_CANCEL_PATH, { algoId }));
}
