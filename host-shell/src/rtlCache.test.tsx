import { Box } from '@mui/material';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { loadRtlEmotionCache, PlatformProviders } from 'shared-http';
import { rtlEmotionCache } from './rtlCache';
import { makeTestServices } from './testUtils';

afterEach(() => {
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});

const marginOf = (element: HTMLElement) => {
  const style = getComputedStyle(element);
  return { left: style.marginLeft, right: style.marginRight };
};

function Indented({ onMount }: { onMount?: () => void }) {
  useEffect(() => onMount?.(), [onMount]);
  return <Box data-testid="indented" sx={{ marginLeft: '12px' }} />;
}

describe('right-to-left styles (the RTL emotion cache)', () => {
  it('in ar-SA a margin-left style becomes margin-right', async () => {
    const services = makeTestServices();
    await services.i18n.changeLanguage('ar-SA');
    render(
      <PlatformProviders services={services} withBaseline rtlCache={rtlEmotionCache()}>
        <Indented />
      </PlatformProviders>,
    );
    expect(document.documentElement.dir).toBe('rtl');
    expect(marginOf(screen.getByTestId('indented'))).toEqual({ left: '', right: '12px' });
    expect(screen.getByTestId('indented').className).toMatch(/\bmuirtl-/);
  });

  it('in English the margin stays on the left', () => {
    render(
      <PlatformProviders services={makeTestServices()} rtlCache={rtlEmotionCache()}>
        <Indented />
      </PlatformProviders>,
    );
    expect(marginOf(screen.getByTestId('indented'))).toEqual({ left: '12px', right: '' });
  });

  it('a language change swaps the cache both ways without remounting the widgets', async () => {
    const services = makeTestServices();
    const onMount = jest.fn();
    render(
      <PlatformProviders services={services} withBaseline rtlCache={rtlEmotionCache()}>
        <Indented onMount={onMount} />
      </PlatformProviders>,
    );
    await act(() => services.i18n.changeLanguage('ar-ARE'));
    expect(marginOf(screen.getByTestId('indented'))).toEqual({ left: '', right: '12px' });
    await act(() => services.i18n.changeLanguage('en'));
    expect(marginOf(screen.getByTestId('indented'))).toEqual({ left: '12px', right: '' });
    expect(onMount).toHaveBeenCalledTimes(1);
  });

  it('the page fetches the right-to-left plugin only when it shows a right-to-left language', async () => {
    const services = makeTestServices();
    const load = jest.fn(loadRtlEmotionCache);
    const onMount = jest.fn();
    render(
      <PlatformProviders services={services} withBaseline rtlCache={load}>
        <Indented onMount={onMount} />
      </PlatformProviders>,
    );
    await act(() => services.i18n.changeLanguage('de'));
    expect(load).not.toHaveBeenCalled();
    expect(marginOf(screen.getByTestId('indented'))).toEqual({ left: '12px', right: '' });
    await act(() => services.i18n.changeLanguage('ar-SA'));
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(marginOf(screen.getByTestId('indented'))).toEqual({ left: '', right: '12px' }));
    expect(screen.getByTestId('indented').className).toMatch(/\bmuirtl-/);
    await act(() => services.i18n.changeLanguage('en'));
    await act(() => services.i18n.changeLanguage('ar-ARE'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(marginOf(screen.getByTestId('indented'))).toEqual({ left: '', right: '12px' });
    expect(onMount).toHaveBeenCalledTimes(1);
  });
});
