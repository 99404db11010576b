import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComplianceModal } from './ComplianceModal';
import { renderWithServices } from './testUtils';

describe('ComplianceModal', () => {
  it('opens on compliance.required (10024), once for a burst, and closes on acknowledge', async () => {
    const { services } = renderWithServices(<ComplianceModal />);
    expect(screen.queryByTestId('compliance-modal')).not.toBeInTheDocument();
    act(() => {
      services.bus.publish({ type: 'compliance.required', code: 10024 });
      services.bus.publish({ type: 'compliance.required', code: 10024 });
    });
    expect(await screen.findByText('Not available for your account')).toBeInTheDocument();
    expect(screen.getAllByTestId('compliance-modal')).toHaveLength(1);
    await userEvent.click(screen.getByTestId('compliance-acknowledge'));
    await waitFor(() => expect(screen.queryByTestId('compliance-modal')).not.toBeInTheDocument());
  });
});
