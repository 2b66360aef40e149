/**
 * The cloud shell: a per-user terminal the cloudshell addon runs. Preparing it takes a few simulated
 * steps on the sandbox clock; without the addon every call answers 50020 (with HTTP 200).
 */
import type { Schemas, ServiceContext } from '../context';
import { BusinessError } from '../errors';
import { isAddonEnabled } from './addons/enablement';
import { secondsSince } from './fakeData';

export type CloudShellPrepareResponse = Schemas['v1.CloudShellPrepareResponse'];

const preparingSteps = 2;

function requireAddon(ctx: ServiceContext): void {
  if (!isAddonEnabled(ctx, 'cloudshell')) throw new BusinessError(50020);
}

function isReady(ctx: ServiceContext, username: string): boolean | undefined {
  const shell = ctx.store.get('cloudShell', username);
  if (!shell) return undefined;
  return secondsSince(shell.createTime, ctx.now()) >= ctx.settings.runtimeStepSeconds * preparingSteps;
}

/** Creates the user's shell on the first call; later calls report its progress. */
export function prepareCloudShell(ctx: ServiceContext, username: string): CloudShellPrepareResponse {
  requireAddon(ctx);
  const ready = isReady(ctx, username);
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

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function htmlText(text: string): string {
  return text.replace(/[&<>"]/g, (character) => htmlEscapes[character]);
}

/** The terminal page behind /view/cloudshell; 50021 until the shell is ready. */
export function cloudShellPage(ctx: ServiceContext, username: string): string {
  requireAddon(ctx);
  if (!isReady(ctx, username)) throw new BusinessError(50021);
  const user = htmlText(username);
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Cloud Shell</title></head>
  <body style="margin:0;background:#1e1e1e;color:#d4d4d4;font:14px monospace">
    <pre style="padding:12px">Welcome to the KubeVela cloud shell (sandbox), ${user}.
This simulated terminal accepts no commands.
${user}@cloudshell:~$ </pre>
  </body>
</html>
`;
}
