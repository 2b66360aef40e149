/**
 * The sandbox's simulated terminal behind the cloud shell: a websocket that greets the user, shows a
 * prompt and answers each command line, without running anything. The page script that talks to it is
 * served beside the page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WebSocket } from 'ws';

export const terminalScript = readFileSync(
  join(import.meta.dirname, '../../data/cloudshell/terminal.js'),
  'utf8',
);

/** A command line longer than this is cut: the terminal only echoes it. */
const MAX_COMMAND_LENGTH = 1024;

function reply(command: string): string {
  const program = command.split(/\s+/)[0];
  return program ? `sandbox: ${program}: the simulated terminal runs no commands\n` : '';
}

export function runTerminal(socket: WebSocket, username: string): void {
  const prompt = `${username}@cloudshell:~$ `;
  socket.send(`Welcome to the KubeVela cloud shell (sandbox), ${username}.\n${prompt}`);
  socket.on('message', (data) => {
    const command = String(data).slice(0, MAX_COMMAND_LENGTH).trim();
    socket.send(`${command}\n${reply(command)}${prompt}`);
  });
}
