import { readFileSync } from 'node:fs';

/** Busy and total time of all cores so far, from Linux's /proc/stat (`cpu user nice system idle iowait …`). */
function cpuTimes(): { idle: number; total: number } | undefined {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const ticks = fields.map(Number);
    return { idle: ticks[3] + (ticks[4] ?? 0), total: ticks.reduce((sum, tick) => sum + tick, 0) };
  } catch {
    return undefined;
  }
}

/** The share of the machine's processor time that went unused over the next `ms` (undefined off Linux). */
export async function idleShareOver(ms: number): Promise<number | undefined> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuTimes();
  if (!before || !after || after.total === before.total) return undefined;
  return (after.idle - before.idle) / (after.total - before.total);
}
