/**
 * A small document store on SQLite, shaped like VelaUX's own datastore: every record has a kind, a
 * primary key, a JSON body and create/update times. Typed by the `RecordKinds` map in ./records.
 */
import Database from 'better-sqlite3';
import type { RecordKinds } from './records';

export type Kind = keyof RecordKinds;
export type Stored<K extends Kind> = RecordKinds[K] & { createTime: string; updateTime: string };

/** Equality on top-level body fields, evaluated by SQLite. */
export type Where = Record<string, string | number | boolean>;

export interface ListOptions {
  where?: Where;
  order?: 'newest' | 'oldest';
}

export class DuplicateRecordError extends Error {
  constructor(kind: string, key: string) {
    super(`data record is exist (${kind} ${key})`);
  }
}

export class MissingRecordError extends Error {
  constructor(kind: string, key: string) {
    super(`data record is not exist (${kind} ${key})`);
  }
}

interface Row {
  body: string;
  createTime: string;
  updateTime: string;
}

const MAX_DERIVED = 16;

const fieldName = /^[A-Za-z][A-Za-z0-9_]*$/;

export class DocumentStore {
  private readonly db: Database.Database;
  /** Preparing a statement costs more than running it: each SQL text is prepared once. */
  private readonly statements = new Map<string, Database.Statement<unknown[], unknown>>();
  /**
   * Every record of a kind, oldest first, read and parsed once until that kind is written: large lists
   * (5,000 applications) are read on every request. Frozen, so no caller can change them in place.
   */
  private readonly kindCache = new Map<Kind, readonly unknown[]>();
  /** Values derived from the records (`remember`), all forgotten at the next write. */
  private readonly derived = new Map<string, unknown>();

  constructor(
    path: string,
    private readonly now: () => Date,
  ) {
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS records (
        kind TEXT NOT NULL,
        key TEXT NOT NULL,
        body TEXT NOT NULL,
        createTime TEXT NOT NULL,
        updateTime TEXT NOT NULL,
        PRIMARY KEY (kind, key)
      );
      CREATE INDEX IF NOT EXISTS records_by_kind ON records (kind, createTime);
    `);
  }

  get<K extends Kind>(kind: K, key: string): Stored<K> | undefined {
    const row = this.statement<Row>(
      'SELECT body, createTime, updateTime FROM records WHERE kind = ? AND key = ?',
    ).get(kind, key);
    return row ? toRecord<K>(row) : undefined;
  }

  /** Like `get`, but a missing record is an error. */
  require<K extends Kind>(kind: K, key: string): Stored<K> {
    const found = this.get(kind, key);
    if (!found) throw new MissingRecordError(kind, key);
    return found;
  }

  list<K extends Kind>(kind: K, options: ListOptions = {}): Stored<K>[] {
    if (!options.where || Object.keys(options.where).length === 0) {
      const all = this.allOf(kind);
      return options.order === 'newest' ? [...all].reverse() : [...all];
    }
    const { conditions, values } = whereClause(options.where);
    const direction = options.order === 'newest' ? 'DESC' : 'ASC';
    const sql = `SELECT body, createTime, updateTime FROM records WHERE kind = ?${conditions}
      ORDER BY createTime ${direction}, rowid ${direction}`;
    return this.statement<Row>(sql)
      .all(kind, ...values)
      .map((row) => toRecord<K>(row));
  }

  private allOf<K extends Kind>(kind: K): readonly Stored<K>[] {
    let all = this.kindCache.get(kind) as readonly Stored<K>[] | undefined;
    if (!all) {
      all = this.statement<Row>(
        'SELECT body, createTime, updateTime FROM records WHERE kind = ? ORDER BY createTime ASC, rowid ASC',
      )
        .all(kind)
        .map((row) => deepFreeze(toRecord<K>(row)));
      this.kindCache.set(kind, all);
    }
    return all;
  }

  /**
   * A value computed from the records, kept until any record is written: the encoded answer of a large
   * list that is asked for again and again (the console polls it) while nothing changes. At most
   * MAX_DERIVED values are kept; the oldest goes first.
   */
  remember<T>(key: string, compute: () => T): T {
    if (this.derived.has(key)) return this.derived.get(key) as T;
    const value = compute();
    if (this.derived.size >= MAX_DERIVED) this.derived.delete(this.derived.keys().next().value as string);
    this.derived.set(key, value);
    return value;
  }

  count(kind: Kind, where: Where = {}): number {
    return this.list(kind, { where }).length;
  }

  /** Fails with DuplicateRecordError when the key is taken. `createTime` may be forced (the local cluster). */
  insert<K extends Kind>(kind: K, key: string, body: RecordKinds[K], createTime?: string): Stored<K> {
    const stamp = this.now().toISOString();
    const created = createTime ?? stamp;
    this.written(kind);
    try {
      this.statement(
        'INSERT INTO records (kind, key, body, createTime, updateTime) VALUES (?, ?, ?, ?, ?)',
      ).run(kind, key, JSON.stringify(stripTimes(body)), created, stamp);
    } catch (error) {
      if (error instanceof Database.SqliteError && error.code.startsWith('SQLITE_CONSTRAINT')) {
        throw new DuplicateRecordError(kind, key);
      }
      throw error;
    }
    return { ...stripTimes(body), createTime: created, updateTime: stamp };
  }

  update<K extends Kind>(kind: K, key: string, body: RecordKinds[K]): Stored<K> {
    const stamp = this.now().toISOString();
    this.written(kind);
    const { changes } = this.statement(
      'UPDATE records SET body = ?, updateTime = ? WHERE kind = ? AND key = ?',
    ).run(JSON.stringify(stripTimes(body)), stamp, kind, key);
    if (changes === 0) throw new MissingRecordError(kind, key);
    return this.require(kind, key);
  }

  delete(kind: Kind, key: string): boolean {
    this.written(kind);
    return this.statement('DELETE FROM records WHERE kind = ? AND key = ?').run(kind, key).changes > 0;
  }

  deleteWhere(kind: Kind, where: Where): number {
    let removed = 0;
    for (const key of this.keys(kind, where)) removed += Number(this.delete(kind, key));
    return removed;
  }

  /** Runs `work` atomically; an exception rolls everything back. Nested calls join the outer one. */
  transaction<T>(work: () => T): T {
    try {
      return this.db.transaction(work)();
    } catch (error) {
      // Lists read inside the transaction may hold what the rollback just undid.
      this.kindCache.clear();
      this.derived.clear();
      throw error;
    }
  }

  wipe(): void {
    this.kindCache.clear();
    this.derived.clear();
    this.db.exec('DELETE FROM records');
  }

  close(): void {
    this.db.close();
  }

  private written(kind: Kind): void {
    this.kindCache.delete(kind);
    this.derived.clear();
  }

  private keys(kind: Kind, where: Where): string[] {
    const { conditions, values } = whereClause(where);
    return this.statement<{ key: string }>(`SELECT key FROM records WHERE kind = ?${conditions}`)
      .all(kind, ...values)
      .map((row) => row.key);
  }

  private statement<R>(sql: string): Database.Statement<unknown[], R> {
    let prepared = this.statements.get(sql);
    if (!prepared) {
      prepared = this.db.prepare<unknown[], unknown>(sql);
      this.statements.set(sql, prepared);
    }
    return prepared as Database.Statement<unknown[], R>;
  }
}

function whereClause(where: Where = {}): { conditions: string; values: (string | number)[] } {
  const entries = Object.entries(where);
  for (const [field] of entries) if (!fieldName.test(field)) throw new Error(`bad field name ${field}`);
  return {
    conditions: entries.map(([field]) => ` AND json_extract(body, '$.${field}') = ?`).join(''),
    values: entries.map(([, value]) => (typeof value === 'boolean' ? Number(value) : value)),
  };
}

function toRecord<K extends Kind>(row: Row): Stored<K> {
  return {
    ...(JSON.parse(row.body) as RecordKinds[K]),
    createTime: row.createTime,
    updateTime: row.updateTime,
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Times live in their own columns; a record read back and written again must not duplicate them. */
function stripTimes<T>(body: T): T {
  const copy = { ...body } as Record<string, unknown>;
  delete copy.createTime;
  delete copy.updateTime;
  return copy as T;
}
