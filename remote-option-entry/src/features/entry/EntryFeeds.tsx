import { useAppSelector } from 'shared-core';
import { AccountFeed } from './AccountFeed';
import { BookFeed } from './BookFeed';
import { LegTickersFeed } from './LegTickersFeed';
import { selectLegCoins } from './selectors';

export interface EntryFeedsProps {
  /** signed in: the account's coin; null signed out */
  accountCoin: string | null;
  /** the draft's book, or null */
  bookSymbol: string | null;
}

/** The entry's data feeds (they render nothing): the account, the draft's book, the tickers of other coins' legs. */
export function EntryFeeds({ accountCoin, bookSymbol }: EntryFeedsProps) {
  // Legs of another coin than the chain's keep their own tickers live.
  const legCoins = useAppSelector(selectLegCoins);
  return (
    <>
      {accountCoin !== null ? <AccountFeed coin={accountCoin} /> : null}
      {bookSymbol !== null ? <BookFeed symbol={bookSymbol} /> : null}
      {legCoins.map((c) => (
        <LegTickersFeed key={c} coin={c} />
      ))}
    </>
  );
}
