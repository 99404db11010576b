import { screen } from '@testing-library/react';
import { act } from 'react';
import { boot } from './boot';

describe('boot', () => {
  it('renders a clear error page, not a blank one, when the deployment file is invalid', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200, text: async () => '{"api": "ftp://x"}' });
    const original = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const container = document.createElement('div');
      document.body.appendChild(container);
      await act(async () => boot(container));
      const page = await screen.findByTestId('deployment-error');
      expect(page).toHaveTextContent('its deployment file is invalid');
      expect(page).toHaveTextContent('"api" must use http or https: ftp://x');
      expect(page).toHaveTextContent('"remotes" must be an object');
      expect(window.__TRADING_PAGE__).toBeUndefined();
    } finally {
      global.fetch = original;
      jest.restoreAllMocks();
    }
  });
});
