/**
 * The demo extension's release notes, kept in the sandbox store and read in react-admin's simple REST
 * convention: `?sort=["field","ASC"]&range=[start,end]&filter={"q":"text"}` (or `{"id":[…]}`).
 */
import type { ServiceContext } from '../../context';
import { BusinessError, notFound } from '../../errors';
import type { ReleaseNoteRecord } from '../../store/records';

const VERSION = /^\d+\.\d+\.\d+$/;
const SORTABLE = ['id', 'version', 'title', 'createTime', 'updateTime'] as const;
type SortField = (typeof SORTABLE)[number];

export interface ReleaseNote extends ReleaseNoteRecord {
  id: string;
  createTime: string;
  updateTime: string;
}

export interface ReleaseNoteQuery {
  sort?: string;
  range?: string;
  filter?: string;
}

/** Reads a text field of the request when the service needs it (a body or field of the wrong type is a 400). */
export type NoteFields = (key: 'version' | 'title' | 'notes') => string;

export interface ReleaseNotePage {
  notes: ReleaseNote[];
  start: number;
  total: number;
}

const badRequest = (message: string) => new BusinessError(400, message);

function parsed(value: string | undefined, name: string): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw badRequest(`the query parameter '${name}' must be JSON`);
  }
}

function sortOf(raw: unknown): { field: SortField; descending: boolean } {
  if (raw === undefined) return { field: 'version', descending: true };
  const [field, order] = Array.isArray(raw) ? (raw as unknown[]) : [];
  if (!SORTABLE.includes(field as SortField) || (order !== 'ASC' && order !== 'DESC')) {
    throw badRequest(`sort must be ["field","ASC"|"DESC"] with a field of ${SORTABLE.join(', ')}`);
  }
  return { field: field as SortField, descending: order === 'DESC' };
}

function rangeOf(raw: unknown): { start: number; end: number } {
  if (raw === undefined) return { start: 0, end: Number.MAX_SAFE_INTEGER };
  const [start, end] = Array.isArray(raw) ? (raw as unknown[]) : [];
  if (
    !Number.isInteger(start) ||
    !Number.isInteger(end) ||
    (start as number) < 0 ||
    (end as number) < (start as number)
  ) {
    throw badRequest('range must be [start,end] with 0 <= start <= end');
  }
  return { start: start as number, end: end as number };
}

function matcherOf(raw: unknown): (note: ReleaseNote) => boolean {
  if (raw === undefined) return () => true;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw badRequest('filter must be an object');
  const { q, id } = raw as { q?: unknown; id?: unknown };
  if (q !== undefined && typeof q !== 'string') throw badRequest('filter.q must be a string');
  if (id !== undefined && !Array.isArray(id)) throw badRequest('filter.id must be a list');
  const text = (q ?? '').toLowerCase();
  const ids = id === undefined ? undefined : new Set((id as unknown[]).map(String));
  return (note) =>
    (!ids || ids.has(note.id)) &&
    (!text || note.version.includes(text) || note.title.toLowerCase().includes(text));
}

const toNote = (stored: ReleaseNoteRecord & { createTime: string; updateTime: string }): ReleaseNote => ({
  id: stored.version,
  version: stored.version,
  title: stored.title,
  notes: stored.notes,
  createTime: stored.createTime,
  updateTime: stored.updateTime,
});

export function listReleaseNotes(ctx: ServiceContext, query: ReleaseNoteQuery): ReleaseNotePage {
  const { field, descending } = sortOf(parsed(query.sort, 'sort'));
  const { start, end } = rangeOf(parsed(query.range, 'range'));
  const matches = matcherOf(parsed(query.filter, 'filter'));
  const all = ctx.store.list('releaseNote').map(toNote).filter(matches);
  all.sort((a, b) => a[field].localeCompare(b[field], 'en', { numeric: true }) * (descending ? -1 : 1));
  return { notes: all.slice(start, end + 1), start, total: all.length };
}

export function getReleaseNote(ctx: ServiceContext, version: string): ReleaseNote {
  const stored = ctx.store.get('releaseNote', version);
  if (!stored) throw notFound(`release note ${version}`);
  return toNote(stored);
}

function checkedText(fields: NoteFields): Omit<ReleaseNoteRecord, 'version'> {
  const title = fields('title').trim();
  const notes = fields('notes');
  if (!title || title.length > 100) throw badRequest('title must be 1 to 100 characters');
  if (notes.length > 2000) throw badRequest('notes must be at most 2000 characters');
  return { title, notes };
}

export function createReleaseNote(ctx: ServiceContext, fields: NoteFields): ReleaseNote {
  const version = fields('version');
  if (!VERSION.test(version)) throw badRequest('version must look like 1.2.0');
  ctx.store.insert('releaseNote', version, { version, ...checkedText(fields) });
  return getReleaseNote(ctx, version);
}

export function updateReleaseNote(ctx: ServiceContext, version: string, fields: NoteFields): ReleaseNote {
  const current = getReleaseNote(ctx, version);
  ctx.store.update('releaseNote', version, { version: current.version, ...checkedText(fields) });
  return getReleaseNote(ctx, version);
}

export function deleteReleaseNote(ctx: ServiceContext, version: string): ReleaseNote {
  const note = getReleaseNote(ctx, version);
  ctx.store.delete('releaseNote', version);
  return note;
}
