import type { ChildProcess, SpawnOptions } from 'node:child_process';
export const ROOT: string;
export function run(command: string, args: string[], options?: SpawnOptions): Promise<void>;
export function waitForHttp(url: string, options?: { timeoutMs?: number; intervalMs?: number }): Promise<boolean>;
export function probe(url: string, timeoutMs?: number): Promise<boolean>;
export function startSimulator(options: { port: number; env?: NodeJS.ProcessEnv }): ChildProcess;
export function stopChild(child: ChildProcess | undefined, graceMs?: number): Promise<void>;
export function onShutdown(stop: () => unknown): (signal: string) => void;
