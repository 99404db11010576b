import { createSlice } from '@reduxjs/toolkit';
import { makeStore } from './makeStore';
import { sessionEnded, signedIn } from './sessionSlice';

describe('makeStore', () => {
  it('starts with the shared slices and accepts a remote slice injected later', () => {
    const { store, rootReducer } = makeStore();
    expect(Object.keys(store.getState())).toEqual(expect.arrayContaining(['market', 'session', 'streams']));
    const counter = createSlice({
      name: 'remoteCounter',
      initialState: { n: 0 },
      reducers: { bumped: (s) => void (s.n += 1) },
    });
    const injected = counter.injectInto(rootReducer);
    store.dispatch(counter.actions.bumped());
    // The test does not augment LazyLoadedSlices (remotes do), so it reads the injected key itself.
    expect((store.getState() as unknown as { remoteCounter: { n: number } }).remoteCounter.n).toBe(1);
    expect(injected.name).toBe('remoteCounter');
  });

  it('keeps separate stores apart (a standalone remote never touches the page store)', () => {
    const a = makeStore();
    const b = makeStore();
    a.store.dispatch(signedIn({ userId: 1, email: 'a@x' }));
    expect(a.store.getState().session.status).toBe('authenticated');
    expect(b.store.getState().session.status).toBe('unknown');
  });

  it('records which code ended the session', () => {
    const { store } = makeStore();
    store.dispatch(signedIn({ userId: 1, email: 'a@x' }));
    store.dispatch(sessionEnded(10007));
    expect(store.getState().session).toMatchObject({ status: 'anonymous', user: null, endedBy: 10007 });
  });
});
