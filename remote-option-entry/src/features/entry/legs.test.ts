import { btcInstruments, ticker } from '../chain/fixtures';
import { legForPick, type PickContext } from './legs';
import { DEFAULT_SETTINGS } from './rules';

const CALL = 'BTC-27DEC24-60000-C';
const tickers = { [CALL]: ticker(CALL, { bid1Price: '5300', ask1Price: '5345', markPrice: '5321.12' }) };
const ctx = (over: Partial<PickContext> = {}): PickContext => ({
  legSeq: 3,
  draft: null,
  settings: DEFAULT_SETTINGS,
  tickers,
  minOrderSize: '0.01',
  ...over,
});

describe('a pick in the chain opens a leg (spec §2 price sources)', () => {
  it.each<[string, 'Buy' | 'Sell', string, string, string]>([
    // column, side, price picked, side opened, source it follows
    ['the bid', 'Sell', '5300', 'sell', 'bestBid'],
    ['the ask', 'Buy', '5345', 'buy', 'bestAsk'],
    ['the mark', 'Buy', '5321.12', 'buy', 'mark'],
  ])('%s opens a %s following %s', (_column, side, price, opened, source) => {
    expect(legForPick({ symbol: CALL, side, price }, btcInstruments.list, ctx())).toMatchObject({
      id: 'leg-4',
      symbol: CALL,
      side: opened,
      source,
      orderQty: '0.01',
      settleCoin: 'USDC',
      strikePrice: '60000',
      symbolType: 'C',
    });
  });

  it('the remembered price mode wins over the column', () => {
    const settings = { ...DEFAULT_SETTINGS, lastPriceType: 'iv' as const, lastSource: 'mid' as const };
    expect(
      legForPick({ symbol: CALL, side: 'Buy', price: '5345' }, btcInstruments.list, ctx({ settings })),
    ).toMatchObject({ placeType: 'iv', source: 'mid' });
  });

  it('the settle coin and quantity of the draft before carry over', () => {
    const draft = { settleCoin: 'USDT' as const, orderQty: '2.5' };
    expect(legForPick({ symbol: CALL, side: 'Buy', price: '5345' }, btcInstruments.list, ctx({ draft }))).toMatchObject(
      {
        symbol: `${CALL}-USDT`,
        settleCoin: 'USDT',
        orderQty: '2.5',
      },
    );
  });

  it('nothing for an option that is not in the instruments', () => {
    expect(
      legForPick({ symbol: 'BTC-27DEC24-99000-C', side: 'Buy', price: '1' }, btcInstruments.list, ctx()),
    ).toBeNull();
  });
});
