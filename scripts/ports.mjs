// The default ports of every local server, in one place. Each can be overridden by its env var.
export const DEFAULT_PORTS = Object.freeze({
  sim: 4000,
  host: 3000,
  optionEntry: 3001,
  positions: 3002,
  orderPanel: 3003,
  storybook: 6006,
});

const envNames = {
  sim: 'SIM_PORT',
  host: 'HOST_PORT',
  optionEntry: 'OPTION_ENTRY_PORT',
  positions: 'POSITIONS_PORT',
  orderPanel: 'ORDER_PANEL_PORT',
  storybook: 'STORYBOOK_PORT',
};

/** The port of a server: its env var (e.g. HOST_PORT) if set, else the default. */
export function portOf(key, env = process.env) {
  const raw = env[envNames[key]];
  if (raw === undefined || raw === '') return DEFAULT_PORTS[key];
  const port = Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${envNames[key]}=${raw} is not a port`);
  return port;
}

/** The three remotes: their folder, container name and port key. */
export const REMOTES = Object.freeze([
  { folder: 'remote-option-entry', name: 'remote_option_entry', portKey: 'optionEntry' },
  { folder: 'remote-positions', name: 'remote_positions', portKey: 'positions' },
  { folder: 'remote-order-panel', name: 'remote_order_panel', portKey: 'orderPanel' },
]);

export { envNames as PORT_ENV_NAMES };
