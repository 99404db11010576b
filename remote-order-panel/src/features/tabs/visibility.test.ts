import { ALL_SHOWN, type ComplianceFlag, type ComplianceFlags } from '../compliance/compliance';
import { hasSpreadAccess, isTabAllowed, showsInstrumentFilter, showsUta1Tips } from './visibility';
import { PANEL_TABS, type PanelTab } from './tabs';

type Kind = 'classic' | 'uta1' | 'uta2' | 'pm' | 'demo';
const ACCOUNTS = {
  classic: { unified: null, demo: false, portfolioMargin: false },
  uta1: { unified: 1, demo: false, portfolioMargin: false },
  uta2: { unified: 2, demo: false, portfolioMargin: false },
  pm: { unified: 1, demo: false, portfolioMargin: true },
  demo: { unified: 2, demo: true, portfolioMargin: false },
} as const;
const off = (...flags: ComplianceFlag[]): ComplianceFlags => ({
  ...ALL_SHOWN,
  ...Object.fromEntries(flags.map((f) => [f, false])),
});

describe('isTabAllowed: account kind × compliance flag × tab (order-panel §2.1, §6)', () => {
  // openOrders, positions, orderHistory, tradeHistory, assets, borrowings, tools, pnl, leveragedToken
  const Y = true;
  const N = false;
  const table: [Kind, ComplianceFlag | 'none', boolean[]][] = [
    ['classic', 'none', [Y, Y, Y, Y, Y, Y, Y, Y, Y]],
    ['uta2', 'none', [Y, Y, Y, Y, Y, Y, Y, Y, Y]],
    ['demo', 'none', [Y, Y, Y, Y, Y, Y, Y, N, N]],
    ['uta2', 'position', [Y, N, Y, Y, Y, Y, Y, Y, Y]],
    ['uta2', 'assetsTab', [Y, Y, Y, Y, N, Y, Y, Y, Y]],
    ['uta2', 'borrowing', [Y, Y, Y, Y, Y, N, Y, Y, Y]],
    ['uta1', 'tools', [Y, Y, Y, Y, Y, Y, N, Y, Y]],
    ['pm', 'pAndL', [Y, Y, Y, Y, Y, Y, Y, N, Y]],
    ['demo', 'borrowing', [Y, Y, Y, Y, Y, N, Y, N, N]],
  ];
  describe.each(table)('%s, %s off', (kind, flag, expected) => {
    const flags = flag === 'none' ? ALL_SHOWN : off(flag);
    it.each(PANEL_TABS.map((t, i) => [t, expected[i]] as [PanelTab, boolean]))('%s shown: %s', (tab, shown) =>
      expect(isTabAllowed(tab, ACCOUNTS[kind], flags)).toBe(shown),
    );
  });
});

describe('instrument filter and UTA1 tips (order-panel §6, §4.2)', () => {
  it.each<[Kind, ComplianceFlag | 'none', boolean, boolean]>([
    ['uta2', 'none', true, false],
    ['uta2', 'instrumentSelect', false, false],
    ['uta1', 'none', false, true],
    ['uta1', 'integratedUTA1Tips', false, false],
    ['classic', 'none', false, false],
    ['demo', 'none', true, false],
  ])('%s with %s off: filter %s, UTA1 tips %s', (kind, flag, filter, tips) => {
    const flags = flag === 'none' ? ALL_SHOWN : off(flag);
    expect(showsInstrumentFilter(ACCOUNTS[kind], flags)).toBe(filter);
    expect(showsUta1Tips(ACCOUNTS[kind], flags)).toBe(tips);
  });
});

describe('spread access from the profile (order-panel §2.2, exchange-sim spreadAccess)', () => {
  it.each<[unknown, boolean]>([
    [{ userId: 1, accountType: 'UTA2', spreadAccess: true }, true],
    [{ userId: 1, accountType: 'UTA2', spreadAccess: false }, false],
    [{ userId: 1, accountType: 'UTA2' }, false],
    [{ spreadAccess: 'true' }, false],
    [{ spreadAccess: 1 }, false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (profile, out) => expect(hasSpreadAccess(profile)).toBe(out));
});
