import fs from 'node:fs';
import path from 'node:path';
import {
  ALL_SHOWN,
  complianceFlags,
  parseComplianceFile,
  regulationFresh,
  restrictOperateOf,
  type ComplianceFlag,
} from './compliance';

// The simulator's file is the one the panel reads in the browser tests.
const simFile = parseComplianceFile(
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../../../exchange-sim/data/compliance.json'), 'utf8')),
);

describe('complianceFlags: site × restrictOperate × flag (order-panel §6)', () => {
  it.each<[string, 'GLOBAL' | 'EU' | 'NL' | 'HK' | 'TR' | 'KZ', boolean, ComplianceFlag, boolean]>([
    ['global shows borrowing', 'GLOBAL', false, 'borrowing', true],
    ['EU removes borrowing', 'EU', false, 'borrowing', false],
    ['EU removes tools', 'EU', false, 'tools', false],
    ['EU keeps P&L', 'EU', false, 'pAndL', true],
    ['EU keeps the conditional tab', 'EU', false, 'conditionalTab', true],
    ['NL removes the webhook tool', 'NL', false, 'toolWebhook', false],
    ['HK removes tools', 'HK', false, 'tools', false],
    ['TR removes borrowing only', 'TR', false, 'borrowing', false],
    ['TR keeps tools', 'TR', false, 'tools', true],
    ['KZ removes the trading bot', 'KZ', false, 'tradingBot', false],
    ['global + EEA restriction removes borrowing', 'GLOBAL', true, 'borrowing', false],
    ['global + EEA restriction removes tools', 'GLOBAL', true, 'tools', false],
    ['global + EEA restriction keeps positions', 'GLOBAL', true, 'position', true],
  ])('%s', (_n, site, restrict, flag, shown) => expect(complianceFlags(simFile, site, restrict)[flag]).toBe(shown));

  it('without a file every feature is shown', () => expect(complianceFlags(null, 'EU', true)).toEqual(ALL_SHOWN));

  it('reads junk defensively', () => {
    expect(parseComplianceFile('nope')).toBeNull();
    const f = parseComplianceFile({
      global: { tools: 'no', bogus: false, pAndL: false },
      sites: { eu: { borrowing: false } },
    });
    expect(complianceFlags(f, 'GLOBAL', false).tools).toBe(true);
    expect(complianceFlags(f, 'GLOBAL', false).pAndL).toBe(false);
    expect(complianceFlags(f, 'EU', false).borrowing).toBe(false);
  });
});

describe('regulation info (order-panel §5, §7)', () => {
  it.each([
    [null, 1000, false],
    [{ restrictOperate: true, at: 0 }, 9_999, true],
    [{ restrictOperate: true, at: 0 }, 10_000, false],
    [{ restrictOperate: true, at: 5000 }, 1000, false],
  ])('cached %j fresh at %i: %s', (cached, now, fresh) => expect(regulationFresh(cached, now)).toBe(fresh));

  it.each<[unknown, boolean]>([
    [{ restrictOperate: true, site: 'EU' }, true],
    [{ result: { restrictOperate: true } }, true],
    [{ restrictOperate: 'yes' }, false],
    [null, false],
  ])('%j → %s', (raw, out) => expect(restrictOperateOf(raw)).toBe(out));
});
