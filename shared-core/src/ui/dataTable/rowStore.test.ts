import { createRowStore } from './rowStore';

type Row = { id: string; mark: string };
const idOf = (r: Row) => r.id;

describe('the row store of a plain DataTable body', () => {
  it('tells only the rows whose object changed, and only once the table committed', () => {
    const store = createRowStore<Row>();
    const a = { id: 'a', mark: '1' };
    const b = { id: 'b', mark: '2' };
    store.stage([a, b], idOf);
    store.publish();
    const told: string[] = [];
    store.subscribe('a', () => told.push('a'));
    store.subscribe('b', () => told.push('b'));
    const b2 = { id: 'b', mark: '3' };
    store.stage([a, b2], idOf);
    expect(told).toEqual([]); // staged during the render: nobody told yet
    expect(store.get('b')).toBe(b2); // a row mounting in that render reads it
    store.publish();
    expect(told).toEqual(['b']);
    store.publish(); // nothing staged since: nobody told again
    expect(told).toEqual(['b']);
  });

  it('a row gone from the list is told (it renders nothing), a stopped listener is not', () => {
    const store = createRowStore<Row>();
    const a = { id: 'a', mark: '1' };
    store.stage([a], idOf);
    store.publish();
    const told: string[] = [];
    const stop = store.subscribe('a', () => told.push('a'));
    store.stage([], idOf);
    store.publish();
    expect(told).toEqual(['a']);
    expect(store.get('a')).toBeUndefined();
    stop();
    store.stage([a], idOf);
    store.publish();
    expect(told).toEqual(['a']);
  });
});
