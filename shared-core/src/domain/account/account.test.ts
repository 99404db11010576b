import {
  accountKindOf,
  checksLiquidationPrice,
  isUnifiedProcessing,
  offersRoiInput,
  offersSlippageControl,
  showsAdlRank,
  showsLiquidationPrice,
  showsPositionValue,
  type AccountProfileFields,
} from '.';

// The simulator's seeded accounts (exchange-sim/API.md "Seed data") and what positions.md §6 gives each.
const CASES: [string, AccountProfileFields, Record<string, boolean>][] = [
  ['UTA2 (demo@)', { accountType: 'UTA2' }, { value: true, adl: true, slippage: true, roi: true, liqCheck: false }],
  ['UTA1 (uta1@)', { accountType: 'UTA' }, { value: true, adl: true, slippage: false, roi: true, liqCheck: false }],
  [
    'portfolio margin (pm@)',
    { accountType: 'PM', marginMode: 'PORTFOLIO_MARGIN' },
    { value: true, adl: true, slippage: false, roi: false, liqCheck: false },
  ],
  [
    'demo trading (demotrading@)',
    { accountType: 'UTA2', isDemo: true },
    { value: true, adl: false, slippage: false, roi: true, liqCheck: false },
  ],
  [
    'regular copy-trade leader (leader@)',
    { accountType: 'REGULAR', copyTradeRole: 'leader' },
    { value: false, adl: false, slippage: false, roi: true, liqCheck: true },
  ],
  ['no profile', {}, { value: false, adl: false, slippage: false, roi: true, liqCheck: true }],
];

describe('account kind (positions.md §6)', () => {
  it.each(CASES)('%s', (_name, profile, want) => {
    const k = accountKindOf(profile);
    expect({
      value: showsPositionValue(k),
      adl: showsAdlRank(k),
      slippage: offersSlippageControl(k),
      roi: offersRoiInput(k),
      liqCheck: checksLiquidationPrice(k),
    }).toEqual(want);
  });

  it('reads copy trade and hedge mode, and ignores unknown values', () => {
    expect(accountKindOf({ copyTradeRole: 'follower', positionMode: 'BothSide' })).toMatchObject({
      copyTrade: true,
      copyTradeRole: 'follower',
      hedgeMode: true,
    });
    expect(accountKindOf({ copyTradeRole: 'boss', positionMode: 'Both' })).toMatchObject({
      copyTrade: false,
      copyTradeRole: 'none',
      hedgeMode: false,
    });
    expect(accountKindOf(null).unified).toBeNull();
  });

  it.each<[string, AccountProfileFields, boolean]>([
    ['UTA2', { accountType: 'UTA2' }, true],
    ['UTA2 upgrade finished', { accountType: 'UTA2', unifiedUpdateStatus: 'SUCCESS' }, true],
    ['classic account being upgraded (upgrading@)', { accountType: 'REGULAR', unifiedUpdateStatus: 'PROCESS' }, false],
    ['UTA1 being upgraded', { accountType: 'UTA', unifiedUpdateStatus: 'PROCESS' }, false],
    ['portfolio margin', { accountType: 'PM', marginMode: 'PORTFOLIO_MARGIN' }, false],
    ['no profile', {}, true],
  ])('liquidation price shown (positions.md §2): %s → %s', (_name, profile, shown) => {
    expect(showsLiquidationPrice(accountKindOf(profile), isUnifiedProcessing(profile))).toBe(shown);
  });
});
