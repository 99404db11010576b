// Plain jest matchers only: shared-core's own tsconfig does not load the jest-dom matcher types.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WidgetFrame } from './WidgetFrame';

describe('WidgetFrame', () => {
  it('its content is a region named by the title, reachable by Tab so overflowing content scrolls by keyboard', async () => {
    render(
      <WidgetFrame title="Positions">
        <p>rows</p>
      </WidgetFrame>,
    );
    const content = screen.getByRole('region', { name: 'Positions' });
    expect(content.textContent).toBe('rows');
    await userEvent.tab();
    expect(document.activeElement).toBe(content);
  });
});
