import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { can } from '../http/access';
import { asBody, optionalStringList, stringField, stringList } from '../http/body';
import { queryString, readPaging } from '../services/paging';
import {
  createUser,
  deleteUser,
  detailUser,
  listUsers,
  setUserDisabled,
  updateUser,
} from '../services/users/users';

type UserParams = { Params: { username: string } };

export function registerUserRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const base = '/api/v1/users';

  app.get(base, can('list', 'user:*'), async (request) =>
    listUsers(
      ctx,
      {
        name: queryString(request.query, 'name'),
        email: queryString(request.query, 'email'),
        alias: queryString(request.query, 'alias'),
      },
      readPaging(request.query),
    ),
  );

  app.post(base, can('create', 'user:*'), async (request) => {
    const body = asBody(request.body);
    return createUser(ctx, {
      name: stringField(body, 'name'),
      alias: stringField(body, 'alias'),
      email: stringField(body, 'email'),
      password: stringField(body, 'password'),
      roles: stringList(body, 'roles'),
    });
  });

  // The path parameter is `username`, so the real server checks `user:*` for every user route.
  app.get<UserParams>(`${base}/:username`, can('detail', 'user:*'), async (request) =>
    detailUser(ctx, request.params.username),
  );

  app.put<UserParams>(`${base}/:username`, can('update', 'user:*'), async (request) => {
    const body = asBody(request.body);
    return updateUser(ctx, request.params.username, {
      alias: stringField(body, 'alias'),
      email: stringField(body, 'email'),
      password: stringField(body, 'password'),
      roles: optionalStringList(body, 'roles'),
    });
  });

  app.delete<UserParams>(`${base}/:username`, can('delete', 'user:*'), async (request) => {
    deleteUser(ctx, request.params.username);
    return {};
  });

  app.get<UserParams>(`${base}/:username/disable`, can('disable', 'user:*'), async (request) => {
    setUserDisabled(ctx, request.params.username, true);
    return {};
  });

  app.get<UserParams>(`${base}/:username/enable`, can('enable', 'user:*'), async (request) => {
    setUserDisabled(ctx, request.params.username, false);
    return {};
  });
}
