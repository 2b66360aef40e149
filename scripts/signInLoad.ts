/**
 * `npm run load:sign-in`: does the sign-in throttle keep real users signing in while others guess?
 * Starts a sandbox on loopback (bcrypt cost 10, as a real start) and, for 30 s, has 20 guessers send
 * wrong passwords for admin and alice as fast as they are answered: 10 from one address (127.0.0.2,
 * one host with many connections) and 10 each from its own (127.0.0.3 to 127.0.0.12: all of
 * 127.0.0.0/8 is this machine on Linux). Meanwhile admin and alice sign in again and again from
 * 127.0.0.1. Prints the figures and exits 1 if
 * a real user was refused even once. Bounded in time and clients; not part of `npm test`.
 */
import { rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { startSandbox } from '../server/sandboxProcess';
import { percentile } from './bench/listLatency';

const GUESSERS = 20;
const DURATION_MS = 30_000;
const REQUEST_TIMEOUT_MS = 30_000;
const PASSWORD = process.env.VELA_ADMIN_PASSWORD ?? 'VelaUX12345';
/** The guessers lock out the very users who sign in meanwhile. */
const REAL_USERS = ['admin', 'alice'];

interface Answer {
  status: number;
  ms: number;
}

function signIn(baseUrl: string, agent: Agent, username: string, password: string): Promise<Answer> {
  const body = JSON.stringify({ username, password });
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const asked = request(
      new URL('/api/v1/auth/login', baseUrl),
      {
        method: 'POST',
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.once('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    asked.once('timeout', () => asked.destroy(new Error('no answer within the timeout')));
    asked.once('error', reject);
    asked.end(body);
  });
}

async function guess(baseUrl: string, address: string, until: number): Promise<Map<number, number>> {
  const agent = new Agent({ keepAlive: true, localAddress: address });
  const statuses = new Map<number, number>();
  try {
    for (let attempt = 0; Date.now() < until; attempt++) {
      const name = REAL_USERS[attempt % REAL_USERS.length];
      const { status } = await signIn(baseUrl, agent, name, `Guess${attempt}pass`);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  } finally {
    agent.destroy();
  }
  return statuses;
}

async function signInRealUsers(baseUrl: string, until: number) {
  const agent = new Agent({ keepAlive: true, localAddress: '127.0.0.1' });
  const signedIn: number[] = [];
  const refused: string[] = [];
  try {
    for (let attempt = 0; Date.now() < until; attempt++) {
      const name = REAL_USERS[attempt % REAL_USERS.length];
      const { status, ms } = await signIn(baseUrl, agent, name, PASSWORD);
      if (status === 200) signedIn.push(ms);
      else refused.push(`${name}: HTTP ${status}`);
    }
  } finally {
    agent.destroy();
  }
  return { signedIn, refused };
}

function total(counts: Map<number, number>[], status?: number): number {
  return counts.reduce(
    (sum, count) =>
      sum +
      [...count].reduce(
        (part, [answered, n]) => part + (status === undefined || answered === status ? n : 0),
        0,
      ),
    0,
  );
}

/** Half the guessers share one address, the others have one each. */
const guesserAddress = (i: number) => (i < GUESSERS / 2 ? '127.0.0.2' : `127.0.0.${i - GUESSERS / 2 + 3}`);

function report(label: string, counts: Map<number, number>[]) {
  console.log(
    `  ${label}: ${total(counts)} attempts, ${total(counts, 401)} answered 401 (password checked), ${total(counts, 429)} answered 429 (throttled)`,
  );
}

const sandbox = await startSandbox();
let failed = true;
try {
  const until = Date.now() + DURATION_MS;
  const guessers = Array.from({ length: GUESSERS }, (_, i) =>
    guess(sandbox.baseUrl, guesserAddress(i), until),
  );
  const [real, ...guessed] = await Promise.all([signInRealUsers(sandbox.baseUrl, until), ...guessers]);
  const latencies = [...real.signedIn].sort((a, b) => a - b);
  console.log(`${GUESSERS} guessers of admin's and alice's passwords for ${DURATION_MS / 1000} s:`);
  report(`${GUESSERS / 2} sharing 127.0.0.2`, guessed.slice(0, GUESSERS / 2));
  report(`${GUESSERS / 2} on addresses of their own`, guessed.slice(GUESSERS / 2));
  console.log(`Real users (${REAL_USERS.join(', ')}) from 127.0.0.1:`);
  console.log(`  signed in: ${real.signedIn.length}, refused: ${real.refused.length}`);
  if (latencies.length > 0) {
    const p50 = percentile(latencies, 50).toFixed(0);
    const p95 = percentile(latencies, 95).toFixed(0);
    console.log(`  sign-in latency: p50 ${p50} ms, p95 ${p95} ms, max ${latencies.at(-1)?.toFixed(0)} ms`);
  }
  for (const refusal of real.refused.slice(0, 10)) console.log(`  refused: ${refusal}`);
  failed = real.refused.length > 0 || real.signedIn.length === 0;
} finally {
  await sandbox.stop();
  rmSync(sandbox.dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
