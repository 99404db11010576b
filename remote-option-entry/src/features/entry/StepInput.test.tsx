import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { StepInput } from './StepInput';

/**
 * A price that follows the market changes while the trader is in the field. What the trader
 * selected and typed over must be what the field holds: a live value written into the focused
 * input used to drop the selection, so a digit typed over `2530` became `25305`.
 */
function LivePrice({ onChange }: { onChange: (v: string) => void }) {
  // a step moves the value by 1, as the ticket steps a price by its tick
  const [value, setValue] = useState('2530');
  return (
    <>
      <button type="button" data-testid="tick" onClick={() => setValue((v) => String(Number(v) + 1))} />
      <StepInput
        label="Price"
        value={value}
        locale="en"
        precision={2}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
        onInvalid={() => undefined}
        onStep={(direction) => setValue((v) => String(Number(v) + direction))}
        testId="price"
        stepUpLabel="up"
        stepDownLabel="down"
      />
    </>
  );
}

const input = () => screen.getByTestId<HTMLInputElement>('price');
const tick = () => fireEvent.click(screen.getByTestId('tick'));

describe('StepInput under a live value', () => {
  it('shows each new value while the trader is elsewhere', () => {
    render(<LivePrice onChange={() => undefined} />);
    tick();
    expect(input().value).toBe('2531');
  });

  it('keeps the text and the selection the trader entered with, and takes what is typed over it', () => {
    const changes: string[] = [];
    render(<LivePrice onChange={(v) => changes.push(v)} />);
    fireEvent.focus(input());
    input().select();
    tick();
    tick();
    expect(input().value).toBe('2530');
    expect([input().selectionStart, input().selectionEnd]).toEqual([0, 4]);
    fireEvent.change(input(), { target: { value: '5' } });
    expect(changes).toEqual(['5']);
    expect(input().value).toBe('5');
  });

  it('steps from the number the trader sees, not from the live value under it', () => {
    const changes: string[] = [];
    render(<LivePrice onChange={(v) => changes.push(v)} />);
    fireEvent.focus(input());
    tick();
    tick();
    expect(input().value).toBe('2530');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(changes).toEqual(['2530']);
    expect(input().value).toBe('2531');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().value).toBe('2530');
  });

  it('follows the value again once the trader leaves the field untouched', () => {
    render(<LivePrice onChange={() => undefined} />);
    fireEvent.focus(input());
    tick();
    expect(input().value).toBe('2530');
    fireEvent.blur(input());
    expect(input().value).toBe('2531');
    tick();
    expect(input().value).toBe('2532');
  });
});
