import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';

export interface CommandRun {
  seconds: number;
  peakMemoryMiB: number | null;
  status: number | null;
  output: string;
}

/** Runs a command, timing it; peak resident memory comes from GNU time when the machine has it. */
export function timeCommand(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): CommandRun {
  const gnuTime = existsSync('/usr/bin/time');
  const started = performance.now();
  const result = gnuTime
    ? spawnSync('/usr/bin/time', ['-f', '__PEAK_KB__=%M', command, ...args], {cwd, env, encoding: 'utf8', maxBuffer: 1 << 28})
    : spawnSync(command, args, {cwd, env, encoding: 'utf8', maxBuffer: 1 << 28});
  const seconds = (performance.now() - started) / 1000;
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const peak = /__PEAK_KB__=(\d+)/.exec(output);
  return {seconds, peakMemoryMiB: peak ? Number(peak[1]) / 1024 : null, status: result.status, output};
}

export function directoryBytes(dir: string): number {
  return readdirSync(dir).reduce((total, entry) => {
    const path = join(dir, entry);
    const stats = statSync(path);
    return total + (stats.isDirectory() ? directoryBytes(path) : stats.size);
  }, 0);
}

export function countFiles(dir: string, pattern: RegExp): number {
  return readdirSync(dir).reduce((total, entry) => {
    const path = join(dir, entry);
    return total + (statSync(path).isDirectory() ? countFiles(path, pattern) : pattern.test(entry) ? 1 : 0);
  }, 0);
}

export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
