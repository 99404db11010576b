/**
 * The error catalogue as data (option-entry-and-platform.md §8, positions.md §8, order-panel.md §8):
 * which behaviour each response code gets, and which `common` text describes it. Pure: no i18n
 * instance, no bus, no network. shared-http applies the behaviour (toasts on the bus, throttle,
 * session end, compliance, delegation); the host renders the texts.
 */

/** What the platform does with a code. */
export type ErrorAction =
  /** a failure toast with the resolved text */
  | 'toast'
  /** nothing shown (30099, 30177; per-order 3200305 / 3200306, collected by the caller; coming soon) */
  | 'silent'
  /** 10007, 33003, 10009: token, user info and client cache cleared, session end announced, code + text toast */
  | 'sessionEnd'
  /** 10024: the compliance modal, no toast */
  | 'compliance'
  /** 39303, 30164, 30175, 30187, 30185: the caller's custom handler if it gave one, else a toast */
  | 'delegateCustom'
  /** 30031: the caller's insufficient-balance handler if it gave one, else a toast */
  | 'delegateInsufficientBalance';

/** How a failed call reached us (mirrors shared-http's ApiError kinds). */
export type ErrorSourceKind = 'business' | 'http' | 'network' | 'timeout' | 'malformed' | 'comingSoon';

export interface CatalogueEntry {
  /** Inclusive code range (from === to for a single code). */
  from: number;
  to: number;
  action: ErrorAction;
  /**
   * Key under `common:errors.` of the text, when the entry has its own. Without one the generic
   * rule applies: the text for the code if there is one, else the server message, else 9000000.
   */
  messageKey?: string;
  /** The text is shown as `code text` (session end, copy trade, unknown codes). */
  withCode?: boolean;
  /** At most one toast per this many ms for the code (10006). */
  throttleMs?: number;
  /** Where the spec says so, for the reader. */
  spec: string;
}

export const ERROR_TOAST_THROTTLE_MS = 10_000;

export const ErrorCodes = {
  timeout: 9000001,
  generic: 9999999,
  unknown: 9000000,
  rateLimit: 10006,
  compliance: 10024,
  comingSoon: 10020,
  insufficientBalance: 30031,
  leverageLimit: 30162,
  splitOrder: 39303,
  priceDeviationWarning: 3200305,
  priceDeviationExceeded: 3200306,
} as const;

export const SESSION_END_ERROR_CODES: readonly number[] = [10007, 33003, 10009];
export const TRIGGER_KIND_CODES: readonly number[] = [30027, 30028, 30029, 30030, 30074, 30075];
export const CUSTOM_HANDLER_CODES: readonly number[] = [39303, 30164, 30175, 30187, 30185];
/** Per-order outcome codes that are collected per symbol, never toasted (§4 Per-order outcome). */
export const QUIET_ORDER_CODES: readonly number[] = [3200305, 3200306];

const one = (code: number, rest: Omit<CatalogueEntry, 'from' | 'to'>): CatalogueEntry => ({
  from: code,
  to: code,
  ...rest,
});
const range = (from: number, to: number, rest: Omit<CatalogueEntry, 'from' | 'to'>): CatalogueEntry => ({
  from,
  to,
  ...rest,
});

/** First match wins. Codes not listed follow the generic rule (toast, text by code or server message). */
export const ERROR_CATALOGUE: readonly CatalogueEntry[] = [
  one(9000001, { action: 'toast', messageKey: '9000001', spec: 'platform §8: request-timeout text' }),
  one(10006, {
    action: 'toast',
    messageKey: '10006',
    throttleMs: ERROR_TOAST_THROTTLE_MS,
    spec: 'platform §8, §9: toast throttled to once per 10 s',
  }),
  ...SESSION_END_ERROR_CODES.map((code) =>
    one(code, {
      action: 'sessionEnd',
      messageKey: 'sessionEnded',
      withCode: true,
      spec: 'platform §4 Session, §8; order-panel §8: cache cleared except profile',
    }),
  ),
  one(10024, { action: 'compliance', spec: 'platform §6, §8: compliance modal, no toast' }),
  one(30099, { action: 'silent', spec: 'platform §8: no toast' }),
  one(30177, { action: 'silent', spec: 'platform §8: no toast' }),
  ...QUIET_ORDER_CODES.map((code) =>
    one(code, { action: 'silent', spec: 'platform §4, §8: collected per symbol, not toasted' }),
  ),
  one(10020, { action: 'silent', spec: 'platform §7: coming soon is a marker, not a failure' }),
  one(39303, {
    action: 'delegateCustom',
    messageKey: '39303',
    spec: 'platform §8; positions §8: split-order tip by the caller',
  }),
  ...[30164, 30175, 30187, 30185].map((code) =>
    one(code, { action: 'delegateCustom', spec: 'platform §8: custom handler if one is given' }),
  ),
  one(30031, {
    action: 'delegateInsufficientBalance',
    messageKey: '30031',
    spec: 'platform §8: insufficient-balance handler',
  }),
  one(30162, { action: 'toast', messageKey: '30162', spec: 'platform §8: leverage limit with max_leverage' }),
  ...TRIGGER_KIND_CODES.map((code) =>
    one(code, {
      action: 'toast',
      messageKey: String(code),
      spec: 'platform §8; positions §8: names the trigger kind (index, mark, last)',
    }),
  ),
  range(39401, 39440, { action: 'toast', messageKey: 'copyTrade', withCode: true, spec: 'platform §8: copy trade' }),
  range(12001, 12009, { action: 'toast', messageKey: 'copyTrade', withCode: true, spec: 'platform §8: copy trade' }),
  one(12054, { action: 'toast', messageKey: 'copyTrade', withCode: true, spec: 'platform §8: copy trade' }),
  // 90016 lies inside 90015–90067; listed by the spec on its own, same behaviour.
  range(90015, 90067, { action: 'toast', messageKey: 'copyTrade', withCode: true, spec: 'platform §8: copy trade' }),
  one(12107, { action: 'toast', messageKey: '12107', spec: 'platform §8: text only' }),
  one(400, { action: 'toast', messageKey: 'gridBot.400', spec: 'platform §8: grid bot, sub check_code' }),
  one(420, { action: 'toast', messageKey: 'gridBot.420', spec: 'platform §8: grid bot, max_investment' }),
  one(421, { action: 'toast', messageKey: 'gridBot.421', spec: 'platform §8: grid bot, ban reason' }),
  range(401, 503, { action: 'toast', messageKey: 'gridBot.other', spec: 'platform §8: grid-bot status' }),
];

/**
 * Codes with their own text under `common:errors.<code>` (the generic "translated text by code").
 * A test checks every one has an en and a de text.
 */
export const TRANSLATED_CODES: readonly number[] = [
  9000001, 9999999, 10001, 10003, 10004, 10006, 10413, 30031, 30043, 30044, 30045, 30046, 30047, 110001, 110003, 110005,
  110010, 110011, 110013, 110014, 110017, 3200106, 3200107, 3200108, 3200110, 3200111, 3200112, 3200113, 3200114,
  3200115, 3200119, 3200120,
];

export function catalogueEntry(code: number): CatalogueEntry | undefined {
  return ERROR_CATALOGUE.find((entry) => code >= entry.from && code <= entry.to);
}

export type TriggerPriceKind = 'index' | 'mark' | 'last';

/** What a failed call or order outcome carried. */
export interface ErrorInput {
  code: number;
  /** The server's message (ret_msg / retMsg / errorMsg). */
  message?: string;
  kind?: ErrorSourceKind;
  /** Structured fields sent with the error (result, retExtInfo): check_code, max_investment, ban reason, max_leverage. */
  details?: Readonly<Record<string, unknown>>;
  /** The trigger kind of the request (tpTriggerBy, slTriggerBy, triggerBy), when the caller knows it. */
  triggerBy?: string;
  /** A per-order outcome of a batch (errorCode): unknown codes fall back to the generic 9999999 text. */
  orderOutcome?: boolean;
  /** A custom title for the toast (§8 "with a custom title if given"). */
  title?: string;
}

/** What to do and what to say; `messageKey` is namespaced for the bus (`common:errors.…`). */
export interface ErrorResolution {
  code: number;
  action: ErrorAction;
  messageKey: string;
  params: Record<string, unknown>;
  throttleMs?: number;
  title?: string;
}

const NS = 'common:errors.';

function pickDetail(details: ErrorInput['details'], names: readonly string[]): unknown {
  if (!details) return undefined;
  for (const name of names) {
    const value = details[name];
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}

/** The trigger kind from the request, else from the server's message, else last price (positions §9 default). */
export function triggerPriceKind(triggerBy: string | undefined, message: string | undefined): TriggerPriceKind {
  const text = `${triggerBy ?? ''} ${triggerBy ? '' : (message ?? '')}`.toLowerCase();
  if (/index/.test(text)) return 'index';
  if (/mark/.test(text)) return 'mark';
  return 'last';
}

/** max_leverage from the error's details, else from the message (`… (max_leverage 100)`). */
export function maxLeverageOf(details: ErrorInput['details'], message: string | undefined): string | undefined {
  const fromDetails = pickDetail(details, ['max_leverage', 'maxLeverage']);
  if (fromDetails !== undefined) return String(fromDetails);
  const match = /max_leverage[^\d]*(\d+(?:\.\d+)?)/i.exec(message ?? '');
  return match?.[1];
}

function generic(code: number, message: string | undefined, orderOutcome: boolean): Omit<ErrorResolution, 'action'> {
  if (TRANSLATED_CODES.includes(code)) return { code, messageKey: `${NS}${code}`, params: { code } };
  if (message && !orderOutcome) return { code, messageKey: `${NS}codeAndMessage`, params: { code, message } };
  if (orderOutcome) return { code, messageKey: `${NS}9999999`, params: { code } };
  return { code, messageKey: `${NS}9000000`, params: { code } };
}

/**
 * The behaviour and text for a failed call. Transport failures come first: an HTTP status is not
 * a grid-bot code, a timeout is 9000001, a body without an envelope is Non Response!.
 */
export function resolveError(input: ErrorInput): ErrorResolution {
  const { code, message, kind = 'business', details, orderOutcome = false, title } = input;
  const withTitle = (r: ErrorResolution): ErrorResolution => (title ? { ...r, title } : r);
  switch (kind) {
    case 'timeout':
      return withTitle({ code, action: 'toast', messageKey: `${NS}9000001`, params: { code } });
    case 'malformed':
      return withTitle({ code, action: 'toast', messageKey: `${NS}nonResponse`, params: { code } });
    case 'http':
      return withTitle({ code, action: 'toast', messageKey: `${NS}http`, params: { code, status: code } });
    case 'network':
      return withTitle({ code, action: 'toast', messageKey: `${NS}network`, params: { code } });
    case 'comingSoon':
      return { code, action: 'silent', messageKey: `${NS}comingSoon`, params: { code } };
    case 'business':
      break;
  }
  const entry = catalogueEntry(code);
  if (!entry) return withTitle({ action: 'toast', ...generic(code, message, orderOutcome) });
  const base = { code, action: entry.action, throttleMs: entry.throttleMs };
  if (!entry.messageKey) {
    return withTitle({ ...base, ...generic(code, message, orderOutcome), action: entry.action });
  }
  const params: Record<string, unknown> = { code };
  let messageKey = `${NS}${entry.messageKey}`;
  if (TRIGGER_KIND_CODES.includes(code)) params.priceKind = triggerPriceKind(input.triggerBy, message);
  if (code === ErrorCodes.leverageLimit) {
    const maxLeverage = maxLeverageOf(details, message);
    if (maxLeverage === undefined) messageKey = `${NS}30162_noMax`;
    else params.maxLeverage = maxLeverage;
  }
  if (code === 400) {
    const checkCode = pickDetail(details, ['check_code', 'checkCode']);
    if (checkCode === undefined) messageKey = `${NS}gridBot.other`;
    else params.checkCode = checkCode;
  }
  if (code === 420) {
    const maxInvestment = pickDetail(details, ['max_investment', 'maxInvestment']);
    if (maxInvestment === undefined) messageKey = `${NS}gridBot.other`;
    else params.maxInvestment = maxInvestment;
  }
  if (code === 421) {
    const reason = pickDetail(details, ['ban_reason_text', 'ban_reason', 'banReason', 'reason']) ?? message;
    if (reason === undefined || reason === '') messageKey = `${NS}gridBot.other`;
    else params.reason = reason;
  }
  return withTitle({ ...base, messageKey, params });
}

/** Every `common:errors.` key the catalogue can produce (for the texts test). */
export function catalogueMessageKeys(): string[] {
  const keys = new Set<string>([
    '9000000',
    '9999999',
    '9000001',
    'codeAndMessage',
    'nonResponse',
    'http',
    'network',
    'comingSoon',
    '30162_noMax',
    'gridBot.other',
  ]);
  for (const entry of ERROR_CATALOGUE) if (entry.messageKey) keys.add(entry.messageKey);
  for (const code of TRANSLATED_CODES) keys.add(String(code));
  return [...keys];
}
