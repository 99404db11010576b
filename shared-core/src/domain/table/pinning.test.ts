import fc from 'fast-check';
import { leavesRest, restingEndGap, settledPinMode, sidewaysWheelDelta } from './pinning';

describe('pinned columns at rest (issue 16: no sticky cell while scrolled to the start)', () => {
  it.each([
    [0, 400, false, 'rest'],
    [-0, 400, false, 'rest'],
    [0.2, 400, false, 'rest'], // sub-pixel at the start (zoomed page)
    [0, 400, true, 'sticky'], // a held scrollbar may still move it
    [1, 400, false, 'sticky'],
    [-1, 400, false, 'sticky'], // right to left: scrolled away from the start
    [399, 400, false, 'sticky'],
    [400, 400, false, 'restEnd'],
    [-399.7, 400, false, 'restEnd'], // right to left, sub-pixel at the end
    [400, 400, true, 'sticky'],
    [0, 0, false, 'rest'], // it all fits
  ] as const)('scrollLeft %d of %d overflow, pointer held %s → %s', (x, overflow, held, mode) =>
    expect(settledPinMode(x, overflow, held)).toBe(mode),
  );

  it.each([
    [1600, 1200, 400],
    [1200, 1200, 0],
    [1000, 1200, 0], // fits: nothing to move back
    [1600.4, 1200, 400],
  ])('end cells at rest move back by the overflow: %d in %d → %d px', (sw, cw, gap) =>
    expect(restingEndGap(sw, cw)).toBe(gap),
  );

  it('the resting gap is never negative and never more than the content', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (sw, cw) => {
        const gap = restingEndGap(sw, cw);
        return gap >= 0 && gap <= sw;
      }),
    );
  });

  it.each([
    [{ deltaX: 30, deltaY: 0, deltaMode: 0, shiftKey: false }, 30],
    [{ deltaX: 0, deltaY: 100, deltaMode: 0, shiftKey: false }, 0], // down: not sideways
    [{ deltaX: 0, deltaY: 100, deltaMode: 0, shiftKey: true }, 100], // Shift + wheel
    [{ deltaX: -3, deltaY: 0, deltaMode: 1, shiftKey: false }, -120], // lines
    [{ deltaX: 1, deltaY: 0, deltaMode: 2, shiftKey: false }, 500], // pages of the scroller's width
    [{ deltaX: 12, deltaY: 50, deltaMode: 0, shiftKey: true }, 12], // a sideways delta wins
  ])('wheel %o scrolls sideways by %d px', (e, px) => expect(sidewaysWheelDelta(e, 500)).toBe(px));

  it.each([
    ['rest', 40, 300, false, true],
    ['rest', -40, 300, false, false], // towards the start: nothing to scroll
    ['rest', -40, 300, true, true], // right to left: the end is on the left
    ['rest', 40, 300, true, false],
    ['rest', 40, 0, false, false], // it all fits
    ['restEnd', -40, 300, false, true], // from the end back
    ['restEnd', 40, 300, false, false],
    ['restEnd', 40, 300, true, true],
    ['rest', 0, 300, false, false],
  ] as const)('from %s a sideways step of %d with %d px overflow (rtl %s) leaves it: %s', (mode, d, o, rtl, leaves) =>
    expect(leavesRest(mode, d, o, rtl)).toBe(leaves),
  );

  it('from either edge a step leaves rest in exactly one direction, mirrored in right to left', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('rest' as const, 'restEnd' as const),
        fc.integer({ min: -5000, max: 5000 }).filter(Boolean),
        fc.integer({ min: 1, max: 10_000 }),
        (mode, d, o) =>
          leavesRest(mode, d, o, false) !== leavesRest(mode, d, o, true) &&
          leavesRest(mode, d, o, false) !== leavesRest(mode, -d, o, false),
      ),
    );
  });
});
