import { createI18n, loadAllTexts } from '../../i18n';
import {
  ERROR_CATALOGUE,
  TRANSLATED_CODES,
  catalogueMessageKeys,
  resolveError,
  type ErrorAction,
  type ErrorInput,
} from './catalogue';

const en = createI18n('en');
const de = createI18n('de');
const ar = createI18n('ar-SA');
// German and Arabic are lazy chunks on the page
beforeAll(() => Promise.all([loadAllTexts(de), loadAllTexts(ar)]));
const textOf = (input: ErrorInput, i18n = en) => {
  const r = resolveError(input);
  return i18n.t(r.messageKey, r.params);
};

describe('error catalogue: behaviour per code (platform §8, positions §8, order-panel §8)', () => {
  it.each<[number, ErrorAction, number | undefined]>([
    [9000001, 'toast', undefined],
    [10006, 'toast', 10_000],
    [10007, 'sessionEnd', undefined],
    [33003, 'sessionEnd', undefined],
    [10009, 'sessionEnd', undefined],
    [10024, 'compliance', undefined],
    [30099, 'silent', undefined],
    [30177, 'silent', undefined],
    [3200305, 'silent', undefined],
    [3200306, 'silent', undefined],
    [39303, 'delegateCustom', undefined],
    [30164, 'delegateCustom', undefined],
    [30175, 'delegateCustom', undefined],
    [30187, 'delegateCustom', undefined],
    [30185, 'delegateCustom', undefined],
    [30031, 'delegateInsufficientBalance', undefined],
    [30162, 'toast', undefined],
    [30027, 'toast', undefined],
    [39401, 'toast', undefined],
    [12054, 'toast', undefined],
    [12107, 'toast', undefined],
    [400, 'toast', undefined],
    [503, 'toast', undefined],
    [777777, 'toast', undefined],
  ])('%p → %p (throttle %p)', (code, action, throttleMs) => {
    const r = resolveError({ code, message: 'server says' });
    expect(r.action).toBe(action);
    expect(r.throttleMs).toBe(throttleMs);
  });

  it.each([
    [10007, '10007 Your session has ended. Please sign in again.'],
    [33003, '33003 Your session has ended. Please sign in again.'],
    [10009, '10009 Your session has ended. Please sign in again.'],
    [10006, 'Too many requests. Please wait a moment before trying again.'],
    [9000001, 'The request timed out. Please try again.'],
    [30031, 'Insufficient available balance for this order.'],
    [39303, 'Only part of the order could be placed. Please split it into smaller orders.'],
    [12107, 'This operation is not available at the moment.'],
  ])('%p text: %p', (code, text) => {
    expect(textOf({ code, message: 'raw' })).toBe(text);
  });

  it.each([39401, 39420, 39440, 12001, 12009, 90015, 90016, 90067, 12054])(
    'copy trade %p: code plus translated text',
    (code) => {
      expect(textOf({ code, message: 'raw' })).toBe(`${code} Copy trading could not complete this request.`);
      expect(textOf({ code }, de)).toBe(`${code} Copy-Trading konnte diese Anfrage nicht ausführen.`);
    },
  );

  it.each([39400, 39441, 12000, 12010, 90014, 90068])('%p is outside the copy-trade ranges', (code) => {
    expect(resolveError({ code, message: 'raw' }).messageKey).toBe('common:errors.codeAndMessage');
  });

  it.each([
    [30027, 'IndexPrice', undefined, 'Take profit for a long position must be above the current index price.'],
    [30028, 'MarkPrice', undefined, 'Stop loss for a long position must be below the current mark price.'],
    [
      30029,
      undefined,
      'take profit … current mark price 101',
      'Take profit for a short position must be below the current mark price.',
    ],
    [
      30030,
      undefined,
      'stop loss … current index price',
      'Stop loss for a short position must be above the current index price.',
    ],
    [
      30074,
      undefined,
      'trigger price must differ from the current LastPrice',
      'The trigger price must be above the current last price.',
    ],
    [30075, undefined, undefined, 'The trigger price must be below the current last price.'],
  ])('%p names the trigger kind (request %p, message %p)', (code, triggerBy, message, text) => {
    expect(textOf({ code, triggerBy, message })).toBe(text);
  });

  it('trigger kind in German', () => {
    expect(textOf({ code: 30074, triggerBy: 'MarkPrice' }, de)).toBe(
      'Der Auslösepreis muss über dem aktuellen Markpreis liegen.',
    );
  });

  it.each([
    [{ details: { max_leverage: '50' } }, 'Leverage is above the maximum of 50x for this position.'],
    [
      { message: 'leverage must be within 0.01..100 (max_leverage 100)' },
      'Leverage is above the maximum of 100x for this position.',
    ],
    [{ message: 'too high' }, 'Leverage is above the maximum allowed for this position.'],
  ])('30162 with max_leverage %p', (extra, text) => {
    expect(textOf({ code: 30162, ...extra })).toBe(text);
  });

  it.each([
    [400, { check_code: 'grid_num' }, 'The grid bot settings are invalid (check grid_num).'],
    [420, { max_investment: '10000 USDT' }, 'The investment is above the limit of 10000 USDT.'],
    [421, { ban_reason: 'account under review' }, 'Grid bots are not available for your account: account under review'],
    [401, undefined, 'The grid bot request failed (401). Please try again.'],
    [503, undefined, 'The grid bot request failed (503). Please try again.'],
    [400, undefined, 'The grid bot request failed (400). Please try again.'],
  ])('grid bot %p with %p', (code, details, text) => {
    expect(textOf({ code, details })).toBe(text);
  });

  it.each<[ErrorInput, string]>([
    [{ code: 123456, message: 'weird thing' }, '123456 weird thing'],
    [{ code: 123456 }, '123456 Unknown error. Please try again later.'],
    [{ code: 123456, orderOutcome: true, message: 'x' }, 'Something went wrong. Please try again.'],
    [{ code: 3200112, orderOutcome: true }, 'The price is not a multiple of the tick size.'],
    [{ code: 110001, message: 'order not exists' }, 'The order no longer exists or it is too late to cancel it.'],
    [{ code: 9000001, kind: 'timeout' }, 'The request timed out. Please try again.'],
    [{ code: -1, kind: 'malformed' }, 'Non Response!'],
    [{ code: 503, kind: 'http' }, 'The exchange is not answering properly (HTTP 503). Please try again shortly.'],
    [{ code: 9999999, kind: 'network' }, 'Cannot reach the exchange. Check your connection and try again.'],
  ])('fallbacks and transport: %p', (input, text) => {
    expect(textOf(input)).toBe(text);
  });

  it('an HTTP 503 is not the grid-bot 503; coming soon is silent', () => {
    expect(resolveError({ code: 503, kind: 'http' }).messageKey).toBe('common:errors.http');
    expect(resolveError({ code: 10020, kind: 'comingSoon' }).action).toBe('silent');
  });

  it('keeps a custom title', () => {
    expect(resolveError({ code: 123, message: 'm', title: 'Order failed' }).title).toBe('Order failed');
  });

  it('every text the catalogue can name exists in en, de and ar-SA (no English fallback on an Arabic page)', () => {
    for (const key of catalogueMessageKeys()) {
      for (const i18n of [en, de, ar]) expect(i18n.exists(`common:errors.${key}`, { fallbackLng: [] })).toBe(true);
    }
    for (const code of TRANSLATED_CODES) expect(catalogueMessageKeys()).toContain(String(code));
  });

  it('entries are well formed and the first match wins for 90016', () => {
    for (const e of ERROR_CATALOGUE) expect(e.from).toBeLessThanOrEqual(e.to);
    expect(resolveError({ code: 90016 }).messageKey).toBe('common:errors.copyTrade');
  });
});
