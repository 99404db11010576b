import { reconnectDelay } from './backoff';

describe('reconnectDelay', () => {
  it.each([
    [0, 0, 250],
    [0, 1, 500],
    [1, 0, 500],
    [3, 1, 4000],
    [10, 1, 15000], // capped
    [10, 0, 7500],
  ])('attempt %p with random %p waits %p ms', (attempt, r, expected) => {
    expect(reconnectDelay(attempt, 500, 15_000, () => r)).toBe(expected);
  });
});
