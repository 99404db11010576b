import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { createFederationLoader, RemoteNotDeployedError } from './federation';

function fakeFederation(exposed: unknown) {
  const registerRemotes = jest.fn();
  const loadRemote = jest.fn().mockResolvedValue(exposed);
  return { federation: { registerRemotes, loadRemote } as unknown as ModuleFederation, registerRemotes, loadRemote };
}

const remotes = {
  remote_positions: 'http://127.0.0.1:3002/mf-manifest.json',
  remote_order_panel: 'http://127.0.0.1:3003/mf-manifest.json',
};

describe('createFederationLoader', () => {
  it('registers every remote of the deployment by its manifest URL, without loading any', () => {
    const f = fakeFederation({});
    createFederationLoader(f.federation, remotes);
    expect(f.registerRemotes).toHaveBeenCalledWith([
      { name: 'remote_positions', entry: 'http://127.0.0.1:3002/mf-manifest.json' },
      { name: 'remote_order_panel', entry: 'http://127.0.0.1:3003/mf-manifest.json' },
    ]);
    expect(f.loadRemote).not.toHaveBeenCalled();
  });

  it('loads <name>/widget and returns its default export', async () => {
    const definition = { name: 'remote_positions' };
    const f = fakeFederation({ default: definition });
    await expect(createFederationLoader(f.federation, remotes).load('remote_positions')).resolves.toBe(definition);
    expect(f.loadRemote).toHaveBeenCalledWith('remote_positions/widget');
    expect(f.registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('re-registers with force before a fresh load so cached failures are dropped', async () => {
    const f = fakeFederation({ default: {} });
    await createFederationLoader(f.federation, remotes).load('remote_positions', { fresh: true });
    expect(f.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'remote_positions', entry: 'http://127.0.0.1:3002/mf-manifest.json' }],
      { force: true },
    );
  });

  it('rejects a remote the deployment does not list, and a module that resolves to nothing', async () => {
    await expect(
      createFederationLoader(fakeFederation({}).federation, remotes).load('remote_option_entry'),
    ).rejects.toBeInstanceOf(RemoteNotDeployedError);
    await expect(
      createFederationLoader(fakeFederation(null).federation, remotes).load('remote_positions'),
    ).rejects.toThrow(/resolved to nothing/);
  });
});
