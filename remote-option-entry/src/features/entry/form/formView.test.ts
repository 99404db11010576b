import type { InputIssue } from '../formState';
import type { FieldIssue } from '../rules';
import { leg } from '../rules/testFixtures';
import { entryFormView, fieldMessages, type FormViewInput, type LegDisplay } from './formView';

const issue = (
  field: FieldIssue['field'],
  key: FieldIssue['key'],
  severity: FieldIssue['severity'],
  params: Record<string, string> = {},
): FieldIssue => ({ field, key, severity, params });

const display: LegDisplay = {
  maxBuy: '1,320',
  minSell: '1,080',
  equivalent: '50.12',
  marketPrice: '1,440',
  greeks: null,
  reducible: null,
  margin: null,
  deviation: null,
};

const input = (over: Partial<FormViewInput> = {}): FormViewInput => ({
  leg: leg(),
  mode: 'basic',
  strikes: ['60000', '65000'],
  display,
  issues: [],
  inputIssues: [],
  priceDecimals: 0,
  sizeDecimals: 2,
  phase: 'idle',
  batchMode: false,
  batchSize: 0,
  signedIn: true,
  ...over,
});

describe('the message under each number field (spec §5)', () => {
  const typedQty: InputIssue = { field: 'qty', key: 'common:numberInput.negative', params: {} };
  it.each<[string, FieldIssue[], InputIssue[], ReturnType<typeof fieldMessages>]>([
    ['none', [], [], {}],
    [
      'an error wins over a warning of the same field',
      [
        issue('qty', 'QtyTickSize', 'warning', { step: '0.01' }),
        issue('qty', 'MinOrderSize', 'error', { min: '0.01' }),
      ],
      [],
      { qty: { key: 'MinOrderSize', params: { min: '0.01' }, severity: 'error' } },
    ],
    [
      'a text that is not a number wins over every issue',
      [issue('qty', 'MinOrderSize', 'error', { min: '0.01' })],
      [typedQty],
      { qty: { key: 'common:numberInput.negative', params: {}, severity: 'error' } },
    ],
    [
      'a quantity capped at the maximum says what was done',
      [issue('qty', 'MaxOrderSize', 'warning', { max: '10000' })],
      [],
      { qty: { key: 'entry.qtyCapped', params: { max: '10000' }, severity: 'warning' } },
    ],
    [
      'a quantity above the maximum on submit (an error) says what is wrong',
      [issue('qty', 'MaxOrderSize', 'error', { max: '10000' })],
      [],
      { qty: { key: 'MaxOrderSize', params: { max: '10000' }, severity: 'error' } },
    ],
    [
      'the IV field shows the price’s message (an IV order’s price is what is checked)',
      [issue('price', 'MaxBuy', 'error', { max: '1,320' })],
      [],
      {
        price: { key: 'MaxBuy', params: { max: '1,320' }, severity: 'error' },
        iv: { key: 'MaxBuy', params: { max: '1,320' }, severity: 'error' },
      },
    ],
    [
      'the IV’s own message first',
      [issue('iv', 'PleaseEnterTheIV', 'error'), issue('price', 'PriceTickSize', 'warning', { tick: '5' })],
      [],
      {
        price: { key: 'PriceTickSize', params: { tick: '5' }, severity: 'warning' },
        iv: { key: 'PleaseEnterTheIV', params: {}, severity: 'error' },
      },
    ],
  ])('%s', (_name, issues, inputIssues, expected) => {
    expect(fieldMessages(issues, inputIssues)).toEqual(expected);
  });
});

describe('the max-buy / min-sell line', () => {
  it.each<[string, Partial<FormViewInput>, ReturnType<typeof entryFormView>['band']]>([
    ['a buy shows max-buy', {}, { key: 'entry.maxBuy', price: '1,320', testId: 'entry-max-buy' }],
    [
      'a sell shows min-sell',
      { leg: leg({ side: 'sell' }) },
      { key: 'entry.minSell', price: '1,080', testId: 'entry-min-sell' },
    ],
    ['not before the figures', { display: null }, null],
    ['not when the price message names it', { issues: [issue('price', 'MaxBuyInside', 'warning')] }, null],
    [
      'but when the price message is another one',
      { issues: [issue('price', 'PriceTickSize', 'warning', { tick: '5' })] },
      { key: 'entry.maxBuy', price: '1,320', testId: 'entry-max-buy' },
    ],
  ])('%s', (_name, over, band) => {
    expect(entryFormView(input(over)).band).toEqual(band);
  });
});

describe('the submit button and the hint under the price', () => {
  it.each<[string, Partial<FormViewInput>, string, boolean]>([
    ['buy', {}, 'entry.placeBuy', false],
    ['sell', { leg: leg({ side: 'sell' }) }, 'entry.placeSell', false],
    ['sending', { phase: 'sending' }, 'entry.placing', true],
    ['reconciling a lost answer', { phase: 'reconciling' }, 'entry.checking', true],
    ['confirming: not locked (the dialog has the focus)', { phase: 'confirm' }, 'entry.placeBuy', false],
    ['batch mode', { batchMode: true, batchSize: 19 }, 'entry.addToBatch', false],
    ['a full batch', { batchMode: true, batchSize: 20 }, 'entry.batchFull', false],
  ])('%s', (_name, over, submitKey, locked) => {
    const view = entryFormView(input(over));
    expect([view.submitKey, view.locked]).toEqual([submitKey, locked]);
    expect(view.batchFull).toBe((over.batchSize ?? 0) >= 20);
  });

  it.each<[string, Partial<FormViewInput>, ReturnType<typeof entryFormView>['priceHint']]>([
    ['a USD price: the IV it implies', {}, { key: 'entry.ivEquivalent', params: { iv: '50.12' } }],
    [
      'an IV: the price it implies',
      { leg: leg({ placeType: 'iv' }), display: { ...display, equivalent: '1,205' } },
      { key: 'entry.priceEquivalent', params: { price: '1,205' } },
    ],
    ['none when unknown', { display: { ...display, equivalent: '' } }, null],
    ['none before the figures', { display: null }, null],
  ])('%s', (_name, over, hint) => {
    expect(entryFormView(input(over)).priceHint).toEqual(hint);
  });

  it('a market order shows its protected price, or -- before the market', () => {
    expect(entryFormView(input()).marketPrice).toBe('1,440');
    expect(entryFormView(input({ display: null })).marketPrice).toBe('--');
  });
});
