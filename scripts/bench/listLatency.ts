import { startSandbox } from '../../server/sandboxProcess';
import { AnswerTimer } from './answerTimer';

export interface LatencyReport {
  path: string;
  /** Rows in the answer's list. */
  rows: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
}

/** The lists the console reads, as it asks for them: applications and projects whole, the others a page at a time. */
const LISTS = [
  { path: '/api/v1/applications', key: 'applications' },
  { path: '/api/v1/projects', key: 'projects' },
  { path: '/api/v1/users?page=1&pageSize=10', key: 'users' },
  { path: '/api/v1/clusters?page=1&pageSize=10', key: 'clusters' },
  { path: '/api/v1/envs?page=1&pageSize=10', key: 'envs' },
  { path: '/api/v1/targets?page=1&pageSize=10', key: 'targets' },
];

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Starts a sandbox seeded with `count` more applications, users, projects, clusters and environments and
 * times each list as the console sends it (admin) until the whole answer has arrived, after a short warm-up.
 */
export async function measureListLatencies(count: number, requests = 100): Promise<LatencyReport[]> {
  const sandbox = await startSandbox({
    env: { VELA_LARGE_SEED: String(count), VELA_LARGE_LISTS_SEED: String(count) },
  });
  try {
    const login = await fetch(`${sandbox.baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: process.env.VELA_ADMIN_PASSWORD ?? 'VelaUX12345' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const headers = { Authorization: `Bearer ${accessToken}` };
    const timer = await AnswerTimer.open(sandbox.baseUrl, headers);
    const reports: LatencyReport[] = [];
    try {
      for (const { path, key } of LISTS) {
        const res = await fetch(`${sandbox.baseUrl}${path}`, { headers });
        if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
        const body = (await res.json()) as Record<string, unknown[] | null>;
        const rows = (body[key] ?? []).length;
        for (let i = 0; i < 5; i++) await timer.time(path);
        const timings: number[] = [];
        for (let i = 0; i < requests; i++) timings.push(await timer.time(path));
        timings.sort((a, b) => a - b);
        reports.push({
          path,
          rows,
          requests,
          p50Ms: percentile(timings, 50),
          p99Ms: percentile(timings, 99),
        });
      }
    } finally {
      timer.close();
    }
    const whole = reports.filter((report) => !report.path.includes('page='));
    for (const report of whole) {
      if (report.rows < count)
        throw new Error(`expected at least ${count} rows from ${report.path}, got ${report.rows}`);
    }
    return reports;
  } finally {
    await sandbox.stop();
  }
}
