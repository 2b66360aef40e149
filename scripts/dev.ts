/**
 * `npm run dev`: the sandbox API on port 8001 and Vite with hot reload on PORT (8000), which proxies
 * /api, /dex and /view to the sandbox (after building the demo plugins' modules). Ctrl+C stops both.
 */
import { spawn } from 'node:child_process';
import { buildPluginModule, PLUGIN_IDS } from './pluginModules';

// The sandbox serves its demo plugins as the build makes them: build them first, once.
for (const id of PLUGIN_IDS) await buildPluginModule(id, 'dist');

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
