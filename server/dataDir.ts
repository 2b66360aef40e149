/**
 * The sandbox's data folder holds password hashes and tokens: only its owner may read it. The folder
 * is made (or tightened) to 0700, and the process creates files as 0600, SQLite's -wal/-shm included.
 */
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export function preparePrivateDataDir(dataDir: string): string {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const dbPath = join(dataDir, 'sandbox.db');
  for (const file of [dbPath, `${dbPath}-wal`, `${dbPath}-shm`]) {
    if (existsSync(file)) chmodSync(file, 0o600);
  }
  return dbPath;
}
