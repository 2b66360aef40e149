/**
 * `npm run dev`: the sandbox API on port 8001 and Vite with hot reload on PORT (8000), which proxies
 * /api, /dex and /view to the sandbox. Ctrl+C stops both.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.VELA_DEV_API_PORT ?? '8001';
const children = [
  spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite'], {
    stdio: 'inherit',
    env: { ...process.env, VELA_DEV_API: `http://localhost:${apiPort}` },
  }),
];

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) child.on('exit', stopAll);
