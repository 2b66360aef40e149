/** Reads the repository's Dockerfile and .dockerignore into facts a test can check (docker is not needed). */
import { readFileSync } from 'node:fs';

export interface Instruction {
  keyword: string;
  args: string;
}

const root = new URL('../', import.meta.url);

/** Instructions in order: comments dropped, `\` continuation lines joined. */
export function dockerInstructions(): Instruction[] {
  return readFileSync(new URL('Dockerfile', root), 'utf8')
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const [keyword, ...rest] = line.trim().split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** The instructions of the image's last stage: what the image that runs is made of. */
export function finalStage(instructions: Instruction[]): Instruction[] {
  const start = instructions.map(({ keyword }) => keyword).lastIndexOf('FROM');
  return instructions.slice(start);
}

/** `ENV a=1 b=2` instructions of a stage, merged (unquoted values only). */
export function imageEnv(stage: Instruction[]): Record<string, string> {
  return Object.fromEntries(
    stage
      .filter(({ keyword }) => keyword === 'ENV')
      .flatMap(({ args }) => args.split(/\s+/).map((pair) => pair.split('=', 2))),
  );
}

export function dockerIgnored(): string[] {
  return readFileSync(new URL('.dockerignore', root), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}
