import { requiredFieldsError } from './validate';

// positions.md §5: quantity (and for limit the price) must be filled: 'priceQtyRequiredMsg'.
test.each([
  ['limit', '0.1', '65000', null],
  ['limit', '', '65000', 'priceQtyRequiredMsg'],
  ['limit', '0', '65000', 'priceQtyRequiredMsg'],
  ['limit', '0.1', '', 'priceQtyRequiredMsg'],
  ['limit', '0.1', '0', 'priceQtyRequiredMsg'],
  ['market', '0.1', '', null],
  ['market', '', '', 'priceQtyRequiredMsg'],
] as const)('%s qty %p price %p → %p', (kind, qty, price, key) => {
  expect(requiredFieldsError(kind, qty, price)).toBe(key);
});
