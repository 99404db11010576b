import type { RootState } from 'shared-core';
import { btcInstruments } from '../chain/fixtures';
import { initialAccountState } from './accountSlice';
import { initialFormState, type OptionEntryFormState } from './formState';
import { selectPanelView } from './panelView';
import { leg } from './rules/testFixtures';

type Instruments = NonNullable<RootState['optionEntry']>['instruments'];
const ready: Instruments = { BTC: { status: 'ready', result: btcInstruments, error: null } };
const loading: Instruments = { BTC: { status: 'loading', result: null, error: null } };

function state(form: Partial<OptionEntryFormState> = {}, instruments = ready, signedIn = true): RootState {
  return {
    optionEntry: { coin: 'BTC', expiry: null, ticket: null, instruments },
    optionEntryForm: { ...initialFormState, ...form },
    optionEntryAccount: initialAccountState,
    session: signedIn
      ? { status: 'authenticated', user: { userId: 1, email: 'a@b.c' }, language: 'en', endedBy: null }
      : { status: 'anonymous', user: null, language: 'en', endedBy: null },
  } as unknown as RootState;
}

const draft = leg({ symbol: 'BTC-27DEC24-60000-C-USDT', settleCoin: 'USDT' });

describe('what the entry panel shows', () => {
  it.each<[string, RootState, string]>([
    ['a draft with its config: the form', state({ draft }), 'form'],
    ['a draft before any config: the skeleton', state({ draft }, {}), 'skeleton'],
    ['no draft, the chain loading: the skeleton', state({}, loading), 'skeleton'],
    ['no draft, the chain ready: the hint', state(), 'hint'],
  ])('%s', (_name, s, ticket) => {
    expect(selectPanelView(s).ticket).toBe(ticket);
  });

  it('feeds and sections follow the draft and the session', () => {
    expect(selectPanelView(state({ draft }))).toMatchObject({
      accountCoin: 'BTC',
      bookSymbol: 'BTC-27DEC24-60000-C',
      settleCoin: 'USDT',
      openOrdersSymbol: draft.symbol,
      locked: false,
      outcomes: false,
      confirm: false,
      feedErrors: false,
    });
    expect(selectPanelView(state({ draft }, ready, false))).toMatchObject({
      accountCoin: null,
      openOrdersSymbol: null,
    });
    expect(selectPanelView(state())).toMatchObject({ accountCoin: 'BTC', bookSymbol: null, settleCoin: 'USDC' });
  });

  it('a submission in flight locks the settings', () => {
    expect(selectPanelView(state({ draft, phase: 'sending' })).locked).toBe(true);
    expect(selectPanelView(state({ draft, phase: 'reconciling' })).locked).toBe(true);
    expect(selectPanelView(state({ draft, phase: 'confirm' })).locked).toBe(false);
  });
});
