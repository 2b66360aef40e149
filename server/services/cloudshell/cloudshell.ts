/**
 * The cloud shell: a per-user terminal the cloudshell addon runs, prepared on the sandbox clock
 * (runtime/cloudShell.ts). Without the addon every call answers 50020 (HTTP 400 here, 200 from the
 * real server).
 */
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import { isAddonEnabled } from '../../runtime/addons/phase';
import { isShellReady } from '../../runtime/cloudShell';

export type CloudShellPrepareResponse = Schemas['v1.CloudShellPrepareResponse'];

function requireAddon(ctx: ServiceContext): void {
  if (!isAddonEnabled(ctx, 'cloudshell')) throw new BusinessError(50020);
}

/** Creates the user's shell on the first call; later calls report its progress. */
export function prepareCloudShell(ctx: ServiceContext, username: string): CloudShellPrepareResponse {
  requireAddon(ctx);
  const ready = isShellReady(ctx, username);
  if (ready === undefined) {
    ctx.store.insert('cloudShell', username, { username });
    return { status: 'Preparing', message: '' };
  }
  return ready
    ? { status: 'Completed', message: '' }
    : { status: 'Preparing', message: 'The phase is Initializing' };
}

export function destroyCloudShell(ctx: ServiceContext, username: string): void {
  requireAddon(ctx);
  ctx.store.delete('cloudShell', username);
}

/** Throws 50020 without the addon, 50021 while the user's shell is not ready. */
export function requireReadyShell(ctx: ServiceContext, username: string): void {
  requireAddon(ctx);
  if (!isShellReady(ctx, username)) throw new BusinessError(50021);
}

/** The terminal page behind /view/cloudshell: its script shows what the terminal's websocket sends. */
export function cloudShellPage(ctx: ServiceContext, username: string): string {
  requireReadyShell(ctx, username);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Cloud Shell</title>
    <script src="/view/cloudshell/terminal.js" defer></script>
  </head>
  <body style="margin:0;background:#1e1e1e;color:#d4d4d4;font:14px monospace">
    <pre id="screen" role="log" aria-label="Terminal" style="padding:12px 12px 0;margin:0;white-space:pre-wrap"></pre>
    <form id="command-line" style="padding:0 12px 12px">
      <input id="command" aria-label="Command" autocomplete="off" spellcheck="false"
        style="width:100%;box-sizing:border-box;background:#2d2d2d;color:inherit;border:1px solid #6b6b6b;font:inherit">
    </form>
  </body>
</html>
`;
}
