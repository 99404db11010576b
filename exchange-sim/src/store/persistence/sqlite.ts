import initSqlJs, { type Database, type SqlJsStatic } from 'sql.js';
import type { StoreOp } from '../types';

// The SQLite side of the store (sql.js: WebAssembly, no native build): its tables, and its rows
// read back as the ops that rebuild the working set. Writing them is checkpointFiles.ts.

let sqlJs: Promise<SqlJsStatic> | undefined;
/** sql.js, loaded once per process */
export const loadSqlJs = (): Promise<SqlJsStatic> => (sqlJs ??= initSqlJs());

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS users (userId INTEGER PRIMARY KEY, email TEXT NOT NULL, data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS sessions (token TEXT PRIMARY KEY, userId INTEGER NOT NULL, expiresAt INTEGER NOT NULL, data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS balances (userId INTEGER NOT NULL, coin TEXT NOT NULL, amount TEXT NOT NULL, PRIMARY KEY (userId, coin));
CREATE TABLE IF NOT EXISTS orders (orderId TEXT PRIMARY KEY, userId INTEGER NOT NULL, symbol TEXT NOT NULL, status TEXT NOT NULL, data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS positions (userId INTEGER NOT NULL, symbol TEXT NOT NULL, size TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (userId, symbol));
CREATE TABLE IF NOT EXISTS executions (execId TEXT PRIMARY KEY, seq INTEGER NOT NULL, userId INTEGER NOT NULL, orderId TEXT NOT NULL, data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS idempotency (userId INTEGER NOT NULL, key TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (userId, key));
CREATE TABLE IF NOT EXISTS settings (userId INTEGER NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (userId, key));
`;

/** The database's rows as ops, table by table (executions in their seq order), each query run when reached. */
export function* storedOps(db: Database): Generator<StoreOp> {
  const rows = (sql: string): unknown[][] => db.exec(sql)[0]?.values ?? [];
  for (const [k, v] of rows('SELECT key, value FROM meta')) yield ['meta', String(k), String(v)];
  for (const [d] of rows('SELECT data FROM users')) yield ['user', JSON.parse(String(d))];
  for (const [d] of rows('SELECT data FROM sessions')) yield ['session', JSON.parse(String(d))];
  for (const [u, c, a] of rows('SELECT userId, coin, amount FROM balances'))
    yield ['balance', Number(u), String(c), String(a)];
  for (const [d] of rows('SELECT data FROM orders')) yield ['order', JSON.parse(String(d))];
  for (const [d] of rows('SELECT data FROM positions')) yield ['position', JSON.parse(String(d))];
  for (const [d] of rows('SELECT data FROM executions ORDER BY seq')) yield ['exec', JSON.parse(String(d))];
  for (const [u, k, d] of rows('SELECT userId, key, data FROM idempotency'))
    yield ['idem', Number(u), String(k), JSON.parse(String(d))];
  for (const [u, k, v] of rows('SELECT userId, key, value FROM settings'))
    yield ['setting', Number(u), String(k), String(v)];
}
