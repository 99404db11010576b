import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDecimal } from 'shared-core';
import { renderWithProviders } from '../../test/renderWithProviders';
import { btcConfig, EXPIRY_1, fullChainInstruments, fullChainTickers } from './fixtures';
import { OptionChainTable, type OptionChainTableProps } from './OptionChainTable';
import { chainRows, createChainViewBuilder, precisionOf } from './rules';

const tickers = Object.fromEntries(fullChainTickers.map((t) => [t.symbol, t]));
const view = createChainViewBuilder()(chainRows(fullChainInstruments.list, EXPIRY_1), tickers, precisionOf(btcConfig));

function renderChain(props: Partial<OptionChainTableProps> = {}, dir?: 'rtl') {
  const onPick = jest.fn();
  const ui = (
    <OptionChainTable
      coin="BTC"
      rows={view.rows}
      status="ready"
      underlyingLabel={formatDecimal(view.underlying, 2)}
      underlyingIndex={view.underlyingIndex}
      onPick={onPick}
      {...props}
    />
  );
  renderWithProviders(dir ? <div dir={dir}>{ui}</div> : ui);
  return { onPick };
}

const row = (strike: string) => screen.getByTestId(`chain-row-${strike}`);

describe('OptionChainTable', () => {
  it('keeps a negative figure in its order right to left (a put delta never reads as positive)', () => {
    renderChain({}, 'rtl');
    const negative = within(row('65000'))
      .getAllByRole('gridcell')
      .find((c) => c.textContent?.startsWith('-'));
    expect(negative).toBeDefined();
    // isolated left to right: the minus stays before the digits inside Arabic text
    expect(negative!.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
  });

  it('marks the at-the-money strike and draws the underlying line between the strikes around it', () => {
    renderChain();
    expect(row('65000')).toHaveAttribute('data-atm', 'true');
    expect(within(row('65000')).getByTestId('chain-atm-chip')).toHaveTextContent('ATM');
    expect(screen.getAllByTestId('chain-atm-chip')).toHaveLength(1);
    const line = screen.getByTestId('chain-underlying-line');
    expect(line).toHaveTextContent('Underlying 65,012.34');
    expect(line.previousElementSibling).toBe(row('65000'));
    expect(line.nextElementSibling).toBe(row('66000'));
  });

  it('has one tab stop; the arrows move focus across cells and rows', async () => {
    renderChain();
    const stops = screen.getByTestId('option-chain').querySelectorAll('[tabindex="0"]');
    expect(stops).toHaveLength(1);
    expect(stops[0]).toBe(screen.getByTestId('mark-BTC-27DEC24-65000-C')); // the ATM row's call mark
    await userEvent.tab();
    expect(screen.getByTestId('mark-BTC-27DEC24-65000-C')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByTestId('mark-BTC-27DEC24-66000-C')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByTestId('ask-BTC-27DEC24-66000-P')).toHaveFocus(); // across the strike to the puts
    await userEvent.keyboard('{End}');
    expect(screen.getByTestId('bid-BTC-27DEC24-66000-P')).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowUp}');
    expect(screen.getByTestId('bid-BTC-27DEC24-65000-C')).toHaveFocus();
    expect(screen.getByTestId('option-chain').querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it('Enter on an ask buys, Space on a bid sells, Enter on a mark buys at mark', async () => {
    const { onPick } = renderChain();
    const ask = screen.getByTestId('ask-BTC-27DEC24-60000-C');
    expect(ask).toHaveAccessibleName('Buy BTC-27DEC24-60000-C at ask 5,845');
    expect(screen.getByTestId('bid-BTC-27DEC24-60000-P')).toHaveAccessibleName('Sell BTC-27DEC24-60000-P at bid 760');
    act(() => ask.focus());
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('BTC-27DEC24-60000-C', 'ask');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft} ');
    expect(onPick).toHaveBeenLastCalledWith('BTC-27DEC24-60000-C', 'bid');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('BTC-27DEC24-60000-C', 'mark');
    await userEvent.click(screen.getByTestId('ask-BTC-27DEC24-61000-P'));
    expect(onPick).toHaveBeenLastCalledWith('BTC-27DEC24-61000-P', 'ask');
  });

  it('follows what the trader sees in right-to-left: → goes to the visually right cell', async () => {
    renderChain({}, 'rtl');
    act(() => screen.getByTestId('mark-BTC-27DEC24-65000-C').focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByTestId('bid-BTC-27DEC24-65000-C')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByTestId('ask-BTC-27DEC24-65000-P')).toHaveFocus();
  });

  it('shows only the chosen columns, calls mirrored around the strike', () => {
    renderChain({ columns: ['bid', 'ask', 'volume'] });
    const heads = screen.getAllByRole('columnheader').map((h) => h.getAttribute('data-testid'));
    expect(heads.filter(Boolean)).toEqual([
      'chain-head-call-bid',
      'chain-head-call-ask',
      'chain-head-call-volume',
      'chain-head-put-volume',
      'chain-head-put-ask',
      'chain-head-put-bid',
    ]);
    expect(screen.queryByTestId('mark-BTC-27DEC24-65000-C')).not.toBeInTheDocument();
    expect(within(row('65000')).getAllByText('165.10')).toHaveLength(2); // call and put volume, lot precision
  });

  it('shows a skeleton of the chain while loading, the states otherwise', () => {
    const { rerender } = renderWithProviders(<OptionChainTable coin="BTC" rows={[]} status="loading" />);
    expect(screen.getByTestId('option-chain-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('option-chain')).not.toBeInTheDocument();
    rerender(<OptionChainTable coin="BTC" rows={[]} status="ready" />);
    expect(screen.getByTestId('option-chain-empty')).toBeInTheDocument();
  });
});
