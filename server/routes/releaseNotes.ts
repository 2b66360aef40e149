/**
 * The demo extension endpoint (outside /api/v1): release notes in react-admin's simple REST convention,
 * so the console's declared `releaseNotes` resource is served by `ra-data-simple-rest`. Every request
 * needs a valid token and the `releaseNote` permission, checked like any API route.
 */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { can } from '../http/access';
import { asBody, stringField } from '../http/body';
import {
  createReleaseNote,
  deleteReleaseNote,
  getReleaseNote,
  listReleaseNotes,
  updateReleaseNote,
  type NoteFields,
  type ReleaseNoteQuery,
} from '../services/extensions/releaseNotes';

export const RELEASE_NOTES_PATH = '/extensions/release-notes';

type One = { Params: { version: string } };

/** The body is read when the service asks for a field, so its checks keep their order. */
const fieldsOf =
  (raw: unknown): NoteFields =>
  (key) =>
    stringField(asBody(raw), key);

export function registerReleaseNoteRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get<{ Querystring: ReleaseNoteQuery }>(
    RELEASE_NOTES_PATH,
    can('list', 'releaseNote:*'),
    async (request, reply) => {
      const { notes, start, total } = listReleaseNotes(ctx, request.query);
      const end = notes.length ? start + notes.length - 1 : start;
      reply.header('Content-Range', `release-notes ${start}-${end}/${total}`);
      reply.header('X-Total-Count', String(total));
      return notes;
    },
  );

  app.get<One>(`${RELEASE_NOTES_PATH}/:version`, can('detail', 'releaseNote:{version}'), async (request) =>
    getReleaseNote(ctx, request.params.version),
  );

  app.post(RELEASE_NOTES_PATH, can('create', 'releaseNote:*'), async (request) =>
    createReleaseNote(ctx, fieldsOf(request.body)),
  );

  app.put<One>(`${RELEASE_NOTES_PATH}/:version`, can('update', 'releaseNote:{version}'), async (request) =>
    updateReleaseNote(ctx, request.params.version, fieldsOf(request.body)),
  );

  app.delete<One>(`${RELEASE_NOTES_PATH}/:version`, can('delete', 'releaseNote:{version}'), async (request) =>
    deleteReleaseNote(ctx, request.params.version),
  );
}
