/**
 * Version strings as the real server makes them (`GenerateVersion`): the time as yyyyMMddHHmmss plus
 * milliseconds, optionally prefixed. The sandbox clock can stand still, so a taken version moves on
 * by a millisecond until it is free.
 */
import type { ServiceContext } from '../../context';

function digits(date: Date): string {
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}` +
    pad(date.getUTCMilliseconds(), 3)
  );
}

export function generateVersion(
  ctx: ServiceContext,
  prefix: string,
  isTaken: (version: string) => boolean,
): string {
  let time = ctx.now().getTime();
  for (;;) {
    const stamp = digits(new Date(time));
    const version = prefix ? `${prefix}-${stamp}` : stamp;
    if (!isTaken(version)) return version;
    time += 1;
  }
}
