/**
 * Container logs of the simulated pods: a few start-up lines, then a line every few seconds in the
 * style of the image (web server access lines, worker progress, job output), with ANSI colours on
 * the log levels. A crash-looping container prints its error before every restart.
 */
import { hashNumber } from './hash';
import { crashPeriodMs, type SimContainer, type SimPod } from './pods';

const green = '\u001b[32m';
const yellow = '\u001b[33m';
const red = '\u001b[31m';
const reset = '\u001b[0m';
const intervalMs = 10_000;
const maxLines = 5000;

export interface LogLine {
  at: number;
  text: string;
}

export interface LogOptions {
  previous: boolean;
  tailLines?: number;
  sinceSeconds?: number;
}

export interface LogResult {
  lines: LogLine[];
  error?: string;
}

const level = (colour: string, name: string) => `${colour}${name.padEnd(5)}${reset}`;

function isWebServer(image: string): boolean {
  return /nginx|httpd|caddy|traefik/.test(image);
}

function startupLines(container: SimContainer, start: number): LogLine[] {
  const texts = isWebServer(container.image)
    ? [
        '/docker-entrypoint.sh: Configuration complete; ready for start up',
        `${level(green, 'INFO')} start worker processes`,
        `${level(green, 'INFO')} using the "epoll" event method`,
      ]
    : [
        `${level(green, 'INFO')} starting ${container.name} (image ${container.image})`,
        `${level(green, 'INFO')} loaded configuration from /etc/${container.name}/config.yaml`,
        `${level(green, 'INFO')} listening on :8080`,
      ];
  return texts.map((text, index) => ({ at: start + index * 120, text }));
}

function crashLines(container: SimContainer, start: number): LogLine[] {
  return [
    ...startupLines(container, start).slice(0, 2),
    { at: start + 400, text: `${level(yellow, 'WARN')} dependency check took longer than expected` },
    {
      at: start + 900,
      text: `${level(red, 'ERROR')} failed to start ${container.name}: connection refused (exit code 1)`,
    },
    { at: start + 910, text: `${level(red, 'FATAL')} shutting down after unrecoverable error` },
  ];
}

function periodicLine(pod: SimPod, container: SimContainer, index: number, at: number): LogLine {
  const seed = hashNumber(`${pod.name}/${container.name}/${index}`);
  if (isWebServer(container.image)) {
    const status = seed % 23 === 0 ? 404 : 200;
    const path = ['/', '/healthz', '/index.html', '/api/status'][seed % 4];
    return {
      at,
      text: `10.244.0.1 - - "GET ${path} HTTP/1.1" ${status} ${600 + (seed % 400)} "-" "kube-probe/1.29"`,
    };
  }
  if (seed % 17 === 0) return { at, text: `${level(yellow, 'WARN')} slow request: ${(seed % 900) + 100}ms` };
  return { at, text: `${level(green, 'INFO')} handled ${seed % 50} requests, ${seed % 7} in flight` };
}

function runningLines(pod: SimPod, container: SimContainer, now: number, keep: number): LogLine[] {
  const start = container.since;
  const periodicStart = start + 1000;
  const total = now >= periodicStart ? Math.floor((now - periodicStart) / intervalMs) + 1 : 0;
  const first = Math.max(0, total - keep);
  const periodic = Array.from({ length: total - first }, (_, i) =>
    periodicLine(pod, container, first + i, periodicStart + (first + i) * intervalMs),
  );
  const startup = first === 0 ? startupLines(container, start).filter((line) => line.at <= now) : [];
  return [...startup, ...periodic];
}

function jobLines(container: SimContainer, start: number, now: number): LogLine[] {
  const lines = [
    ...startupLines(container, start).slice(0, 1),
    { at: start + 2000, text: `${level(green, 'INFO')} processing batch 1/3` },
    { at: start + 5000, text: `${level(green, 'INFO')} processing batch 2/3` },
    { at: start + 8000, text: `${level(green, 'INFO')} processing batch 3/3` },
    { at: start + 9900, text: `${level(green, 'INFO')} done` },
  ];
  return lines.filter((line) => line.at <= now);
}

export function containerLogs(
  pod: SimPod,
  container: SimContainer,
  now: number,
  options: LogOptions,
): LogResult {
  const keep = Math.min(options.tailLines && options.tailLines > 0 ? options.tailLines : maxLines, maxLines);
  let lines: LogLine[];
  if (options.previous) {
    if (!container.failing || container.restarts === 0) {
      return {
        lines: [],
        error: `previous terminated container "${container.name}" in pod "${pod.name}" not found`,
      };
    }
    lines = crashLines(container, container.since - crashPeriodBefore(container));
  } else if (container.state === 'waiting' && container.reason === 'ContainerCreating') {
    return {
      lines: [],
      error: `container "${container.name}" in pod "${pod.name}" is waiting to start: ContainerCreating`,
    };
  } else if (container.failing) {
    lines = crashLines(container, container.since);
  } else if (container.state === 'terminated' || pod.owner.kind === 'Job') {
    lines = jobLines(container, pod.startedAt, now);
  } else {
    lines = runningLines(pod, container, now, keep);
  }
  const since = options.sinceSeconds ? now - options.sinceSeconds * 1000 : -Infinity;
  return { lines: lines.filter((line) => line.at >= since).slice(-keep) };
}

/** The attempt before the current one started one crash period earlier. */
function crashPeriodBefore(container: SimContainer): number {
  return container.restarts > 1 ? crashPeriodMs : 0;
}

export function renderLogs(lines: LogLine[], timestamps: boolean): string {
  return lines
    .map((line) => (timestamps ? `${new Date(line.at).toISOString()} ${line.text}` : line.text))
    .join('\n');
}
