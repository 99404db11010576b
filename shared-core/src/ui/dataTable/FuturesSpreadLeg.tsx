import type { ReactNode } from 'react';
import {
  FUTURES_SPREAD_BASE_COIN_KEY,
  FUTURES_SPREAD_PATH,
  futuresSpreadLegTarget,
  type KeyValueStorage,
} from '../../domain/table';

/**
 * §2.4: a futures-spread leg cell. Clicking stores the base coin under the futures-spread key and
 * opens the futures-spread page: in the same tab from the futures-spread table, else a new tab.
 */
export function FuturesSpreadLeg({
  tableId,
  baseCoin,
  children,
  storage,
}: {
  tableId: string;
  baseCoin: string;
  children: ReactNode;
  storage?: KeyValueStorage;
}) {
  const target = futuresSpreadLegTarget(tableId);
  return (
    <a
      href={FUTURES_SPREAD_PATH}
      target={target}
      rel={target === '_blank' ? 'noopener noreferrer' : undefined}
      // the cell's text colour, underlined: the browser's default link blue is unreadable on the dark table
      style={{ color: 'inherit' }}
      onClick={() => {
        try {
          (storage ?? globalThis.localStorage).setItem(FUTURES_SPREAD_BASE_COIN_KEY, baseCoin);
        } catch {
          // storage disabled: the page opens on its default coin
        }
      }}
    >
      {children}
    </a>
  );
}
