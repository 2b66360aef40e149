/**
 * The shape of the access table: one request per row and the HTTP status each identity gets. Rows
 * run in order on one demo sandbox, each for `identities` in order, so a write that alice makes
 * first decides what the administrator sees next (a second create is a conflict, a second delete a
 * 404). Refusals (401, 403) happen before any handler runs and change nothing.
 */
export type Status = number | readonly number[];

export const identities = ['anonymous', 'forged', 'bob', 'alice', 'admin'] as const;
export type Identity = (typeof identities)[number];

export type Expected = Record<Identity, Status>;

export interface AccessRow {
  /** `METHOD /concrete/path?query`; `{name}` takes a value found at set-up (record, run, token…). */
  call: string;
  body?: unknown;
  expected: Expected;
}

type Signed = Pick<Expected, 'admin' | 'alice' | 'bob'>;

/** Without a valid token: no header (12006) and a token signed with another key (12004). */
const refused = { anonymous: 401, forged: 401 } as const;

export function row(call: string, signed: Signed, body?: unknown): AccessRow {
  return { call, body, expected: { ...refused, ...signed } };
}

/** A public route: the token, valid or not, is not looked at. */
export function open(call: string, status: Status, body?: unknown): AccessRow {
  return {
    call,
    body,
    expected: { anonymous: status, forged: status, bob: status, alice: status, admin: status },
  };
}

/** Any valid token, no permission. */
export function signedIn(call: string, status: Status = 200, body?: unknown): AccessRow {
  return row(call, { admin: status, alice: status, bob: status }, body);
}

/** Readable by every member of `default`: bob (Project Viewer) and alice (App Developer). */
export function members(call: string, status: Status = 200, body?: unknown): AccessRow {
  return signedIn(call, status, body);
}

/** Writable by alice (App Developer in `default`), not by bob; admin comes after alice. */
export function developers(call: string, alice: Status, admin: Status, body?: unknown): AccessRow {
  return row(call, { admin, alice, bob: 403 }, body);
}

/** Platform administration, or a project right neither alice nor bob holds. */
export function adminOnly(call: string, admin: Status = 200, body?: unknown): AccessRow {
  return row(call, { admin, alice: 403, bob: 403 }, body);
}
