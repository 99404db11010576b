import { screen } from '@testing-library/react';
import type { LentRemoteProps } from 'shared-http';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { PositionsTab } from './PositionsTab';

const props = { instrumentFilter: 'ALL', allMarkets: true } as const;

describe('PositionsTab', () => {
  it('shows the positions remote in the slot the host lends (contract 2)', () => {
    const { services } = createTestServices();
    const Slot = jest.fn(({ name, title }: LentRemoteProps) => <p>{`${title} from ${name}`}</p>);
    renderWithProviders(<PositionsTab {...props} />, { services: { ...services, remotes: { Slot } } });
    expect(screen.getByTestId('positions-tab')).toHaveTextContent('Positions from remote_positions');
  });

  it('run alone, with no slot lent, says where positions are shown', () => {
    const { services } = createTestServices();
    renderWithProviders(<PositionsTab {...props} />, { services });
    expect(screen.getByTestId('positions-tab-unavailable')).toHaveTextContent(
      'Positions are shown here on the trading page only.',
    );
  });
});
