import { useLayoutEffect, type RefObject } from 'react';
import {
  PIN_SETTLE_MS,
  leavesRest,
  restingEndGap,
  settledPinMode,
  sidewaysWheelDelta,
  type PinMode,
} from '../../domain/table';

/**
 * Keeps the scroller's `data-pin-mode` (the table's sheet positions pinned cells by it) and its
 * `--dt-end-gap` (the end-pinned cells' offset at rest). Outside React: a mode switch restyles the
 * pinned cells without rendering a row. See `domain/table/pinning.ts` for why.
 *
 * The switch to sticky comes before the scroll: a sideways wheel at rest is taken over (the mode
 * and the first step of the scroll land in the same frame; the rest of the gesture scrolls
 * natively), and a press on the scrollbar or a touch, a key press (its default action scrolls
 * after the handler) or focus entering from the keyboard (scroll into view) switch first. A
 * mouse press on a cell does not switch: nothing may move between the press and the release of
 * a click on a row's button (the close buttons sit in the end-pinned column), and a click does
 * not scroll. A scroll nobody announced (a script, a selection dragged sideways) switches at its
 * scroll event.
 */
export function usePinMode(scrollRef: RefObject<HTMLElement | null>, rtl: boolean): void {
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return undefined;
    let mode: PinMode | null = null;
    let pointerDown = false;
    let restedAt = 0; // scrollLeft when the mode last changed
    let timer: ReturnType<typeof setTimeout> | null = null;
    const measureGap = () => {
      el.style.setProperty('--dt-end-gap', `${restingEndGap(el.scrollWidth, el.clientWidth)}px`);
    };
    const set = (next: PinMode) => {
      if (next === mode) return;
      if (next !== 'sticky') measureGap();
      // at rest at the end the start cells move forward by the scroll itself (sub-pixel exact)
      if (next === 'restEnd') el.style.setProperty('--dt-start-gap', `${Math.abs(el.scrollLeft)}px`);
      mode = next;
      restedAt = el.scrollLeft;
      el.dataset.pinMode = next;
    };
    const overflow = () => el.scrollWidth - el.clientWidth;
    const settle = () => {
      timer = null;
      set(settledPinMode(el.scrollLeft, overflow(), pointerDown));
    };
    const settleLater = () => {
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(settle, PIN_SETTLE_MS);
    };
    const wake = () => {
      set('sticky');
      settleLater();
    };
    const onWheel = (e: WheelEvent) => {
      const delta = sidewaysWheelDelta(e, el.clientWidth);
      if (delta === 0) return;
      if (mode !== null && mode !== 'sticky' && leavesRest(mode, delta, overflow(), rtl)) {
        // Only the first event of a gesture is waited for (the browser sends the rest without
        // waiting): this one switches the mode and scrolls its step in the same frame.
        e.preventDefault();
        set('sticky');
        el.scrollLeft += delta;
      }
      settleLater();
    };
    const onScroll = () => {
      // a scroll that moved it sideways from where it rests (a virtual table scrolls down only)
      if (Math.abs(el.scrollLeft - restedAt) >= 0.5) set('sticky');
      settleLater();
    };
    let pressing = false; // a mouse button is down in the table (focus then comes from a click)
    const onPointerDown = (e: PointerEvent) => {
      pressing = true;
      // the scrollbar (a press on the scroller itself) or a finger may scroll; a click on a cell not
      if (e.target !== el && e.pointerType !== 'touch' && e.pointerType !== 'pen') return;
      pointerDown = true;
      wake();
    };
    const onFocusIn = () => {
      if (!pressing) wake();
    };
    const onPointerUp = () => {
      pressing = false;
      if (!pointerDown) return;
      pointerDown = false;
      settleLater();
    };
    set(settledPinMode(el.scrollLeft, overflow(), false));
    measureGap();
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measureGap);
    resize?.observe(el);
    if (el.firstElementChild) resize?.observe(el.firstElementChild);
    el.addEventListener('wheel', onWheel, { passive: false });
    el.addEventListener('scroll', onScroll, { passive: true });
    el.addEventListener('pointerdown', onPointerDown, { passive: true });
    window.addEventListener('pointerup', onPointerUp, { passive: true });
    window.addEventListener('pointercancel', onPointerUp, { passive: true });
    el.addEventListener('keydown', wake);
    el.addEventListener('focusin', onFocusIn);
    return () => {
      if (timer !== null) clearTimeout(timer);
      resize?.disconnect();
      el.removeEventListener('wheel', onWheel);
      el.removeEventListener('scroll', onScroll);
      el.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onPointerUp);
      el.removeEventListener('keydown', wake);
      el.removeEventListener('focusin', onFocusIn);
    };
  }, [scrollRef, rtl]);
}
