import { startSandbox } from '../../server/sandboxProcess';

export interface LatencyReport {
  applications: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Starts a sandbox seeded with `count` extra applications and times GET /api/v1/applications as the
 * console sends it (admin, whole list) until the whole answer has arrived, after a short warm-up.
 */
export async function measureApplicationListLatency(count: number, requests = 100): Promise<LatencyReport> {
  const sandbox = await startSandbox({ env: { VELA_LARGE_SEED: String(count) } });
  try {
    const login = await fetch(`${sandbox.baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: process.env.VELA_ADMIN_PASSWORD ?? 'VelaUX12345' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    // The answer's time: from the request until its last byte has arrived (parsing it is the caller's work).
    const list = async () => {
      const res = await fetch(`${sandbox.baseUrl}/api/v1/applications`, {
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      if (!res.ok) throw new Error(`GET /api/v1/applications answered ${res.status}`);
      return res.arrayBuffer();
    };
    const body = JSON.parse(Buffer.from(await list()).toString('utf8')) as { applications: unknown[] | null };
    const applications = (body.applications ?? []).length;
    if (applications < count) throw new Error(`expected at least ${count} applications, got ${applications}`);
    for (let i = 0; i < 5; i++) await list();
    const timings: number[] = [];
    for (let i = 0; i < requests; i++) {
      const start = performance.now();
      await list();
      timings.push(performance.now() - start);
    }
    timings.sort((a, b) => a - b);
    return { applications, requests, p50Ms: percentile(timings, 50), p99Ms: percentile(timings, 99) };
  } finally {
    await sandbox.stop();
  }
}
