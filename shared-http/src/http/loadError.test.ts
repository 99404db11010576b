import { ApiError, PlatformCode, rejectedLoadError, toLoadError } from './ApiError';

describe('toLoadError: what a slice keeps of a failed load', () => {
  test.each([
    [
      'an exchange refusal keeps its code, text and kind',
      new ApiError(10006, 'too many visits', 'business', '/x'),
      { code: 10006, message: 'too many visits', kind: 'business' },
    ],
    [
      'an HTTP 503 stays an HTTP error, not the grid-bot code 503',
      new ApiError(503, 'http error', 'http', '/x'),
      { code: 503, message: 'http error', kind: 'http' },
    ],
    [
      'a timeout keeps 9000001',
      new ApiError(9000001, 'timeout of 9000ms exceeded', 'timeout', '/x'),
      { code: 9000001, message: 'timeout of 9000ms exceeded', kind: 'timeout' },
    ],
    [
      'a thrown Error is the generic network failure with its message',
      new TypeError('Failed to fetch'),
      { code: 9999999, message: 'Failed to fetch', kind: 'network' },
    ],
    ['a thrown string is the generic failure too', 'boom', { code: 9999999, message: 'boom', kind: 'network' }],
  ])('%s', (_name, thrown, expected) => {
    expect(toLoadError(thrown)).toEqual(expected);
  });

  test('the generic code is the catalogue’s one 9999999', () => {
    expect(PlatformCode.generic).toBe(9999999);
  });

  test('a rejected thunk without a payload becomes the generic failure with its message', () => {
    expect(rejectedLoadError(undefined, { message: 'aborted' })).toEqual({
      code: 9999999,
      message: 'aborted',
      kind: 'network',
    });
    const payload = { code: 30031, message: 'insufficient balance', kind: 'business' as const };
    expect(rejectedLoadError(payload, { message: 'x' })).toBe(payload);
  });
});
