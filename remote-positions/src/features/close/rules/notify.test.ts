import { closedToastSuppressed } from './notify';

// positions.md §8: 'positionClosedSuccess' suppressed when the close-notification setting is on.
test.each([
  ['createOrderNotifyClose', true],
  ['cancelAllConfirm,createOrderNotifyClose', true],
  ['cancelAllConfirm, createOrderNotifyClose', true],
  ['cancelOrderNotifyClose,tradeNotifyClose', false],
  ['', false],
  [null, false],
])('%p → suppressed %s', (confirms, suppressed) => {
  expect(closedToastSuppressed(confirms)).toBe(suppressed);
});
