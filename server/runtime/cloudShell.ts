/**
 * A user's simulated cloud shell: preparing it takes a few simulated steps on the sandbox clock,
 * counted from when the shell was first asked for.
 */
import { secondsSince } from '../clock';
import type { ServiceContext } from '../context';

const preparingSteps = 2;

/** Undefined when the user has no shell yet. */
export function isShellReady(ctx: ServiceContext, username: string): boolean | undefined {
  const shell = ctx.store.get('cloudShell', username);
  if (!shell) return undefined;
  return secondsSince(shell.createTime, ctx.now()) >= ctx.settings.runtimeStepSeconds * preparingSteps;
}
