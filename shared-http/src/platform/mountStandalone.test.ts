import { defaultPlatformConfig, platformConfigFromQuery } from './mountStandalone';

const base = defaultPlatformConfig('127.0.0.1');

describe('standalone platform config', () => {
  it('defaults to the simulator on port 4000 of the page host', () => {
    expect(base).toEqual({ apiBaseUrl: 'http://127.0.0.1:4000', wsBaseUrl: 'ws://127.0.0.1:4000' });
  });

  it.each([
    ['', base],
    [
      '?api=http://127.0.0.1:4100&ws=ws://127.0.0.1:4100',
      { apiBaseUrl: 'http://127.0.0.1:4100', wsBaseUrl: 'ws://127.0.0.1:4100' },
    ],
    ['?api=https://sim.example/', { apiBaseUrl: 'https://sim.example', wsBaseUrl: base.wsBaseUrl }],
    ['?api=javascript:alert(1)&ws=http://x', base],
    ['?api=not a url', base],
  ])('%p', (search, expected) => {
    expect(platformConfigFromQuery(search, base)).toEqual(expected);
  });
});
