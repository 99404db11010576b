import { isOpenOrderStatus } from './order';

// An order still working is shown in open orders and reserves margin; anything else is history.
test.each([
  ['New', true],
  ['PartiallyFilled', true],
  ['Untriggered', true],
  ['Filled', false],
  ['Cancelled', false],
  ['PartiallyFilledCanceled', false],
  ['Rejected', false],
  ['Triggered', false],
  ['Deactivated', false],
  ['', false],
  ['constructor', false],
])('%s is open: %s', (status, open) => {
  expect(isOpenOrderStatus(status)).toBe(open);
});
