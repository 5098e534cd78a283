import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { round } from './stats.ts';

/** CPU seconds a process has used (Linux /proc), or null where that cannot be read. */
function processCpuSeconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

export type CpuSplit = { bench: number; portal: number; emulators: number };

/**
 * CPU seconds used so far by the processes doing the work: this one (the bench: senders, load
 * generator), the portal (`infra/local/start.ts`: the API server, poller, workers) and its emulator
 * host (SQS, DynamoDB, S3). The machine may be busy with other work; CPU time per item shows what
 * each path costs whatever else the machine is doing. Null where /proc cannot be read.
 */
export function cpuMeter(portalPid: number | undefined): (() => CpuSplit) | null {
  if (!portalPid || !existsSync(`/proc/${portalPid}/stat`)) return null;
  const emulatorPids = execFileSync('ps', ['-o', 'pid=', '--ppid', String(portalPid)], { encoding: 'utf8' })
    .trim()
    .split(/\s+/)
    .map(Number)
    .filter((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('emulator-host'));
  return () => {
    const own = process.cpuUsage();
    return {
      bench: (own.user + own.system) / 1e6,
      portal: processCpuSeconds(portalPid) ?? 0,
      emulators: emulatorPids.reduce((sum, pid) => sum + (processCpuSeconds(pid) ?? 0), 0),
    };
  };
}

export const cpuSince = (start: CpuSplit, end: CpuSplit): CpuSplit => ({
  bench: end.bench - start.bench,
  portal: end.portal - start.portal,
  emulators: end.emulators - start.emulators,
});
export const cpuTotal = (split: CpuSplit) => split.bench + split.portal + split.emulators;
export const msPer = (split: CpuSplit, count: number) => ({
  bench: round((split.bench * 1000) / count),
  portal: round((split.portal * 1000) / count),
  emulators: round((split.emulators * 1000) / count),
});

/**
 * Busy and total CPU seconds of the whole machine so far (all cores, Linux /proc/stat), or null.
 * Beside `cpuMeter` it tells how much of the machine other work took during a measurement.
 */
export function machineCpuSeconds(): { busy: number; total: number } | null {
  try {
    const [, ...fields] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
    // user nice system idle iowait irq softirq steal (guest time is already counted in user).
    const ticks = fields.slice(0, 8).map(Number);
    const total = ticks.reduce((sum, value) => sum + value, 0);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return { busy: (total - idle) / 100, total: total / 100 };
  } catch {
    return null;
  }
}
