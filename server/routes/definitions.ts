import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { can, tokenRoute } from '../http/access';
import { asBody, optionalBoolean, stringField } from '../http/body';
import { readCustomUISchema } from '../services/definitions/customUISchema';
import {
  detailDefinition,
  listDefinitions,
  updateDefinitionStatus,
  updateDefinitionUISchema,
} from '../services/definitions/definitions';
import { queryString } from '../services/paging';

type DefinitionParams = { Params: { definitionName: string } };

export function registerDefinitionRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const base = '/api/v1/definitions';
  const definition = can('update', 'definition:{definitionName}');

  app.get(base, tokenRoute, async (request) =>
    listDefinitions(ctx, {
      type: queryString(request.query, 'type'),
      queryAll: queryString(request.query, 'queryAll') === 'true',
      appliedWorkload: queryString(request.query, 'appliedWorkload'),
      ownerAddon: queryString(request.query, 'ownerAddon'),
      scope: queryString(request.query, 'scope'),
    }),
  );

  app.get<DefinitionParams>(`${base}/:definitionName`, tokenRoute, async (request) =>
    detailDefinition(ctx, request.params.definitionName, queryString(request.query, 'type')),
  );

  app.put<DefinitionParams>(`${base}/:definitionName/status`, definition, async (request) => {
    const body = asBody(request.body);
    return updateDefinitionStatus(ctx, request.params.definitionName, {
      type: stringField(body, 'type'),
      hiddenInUI: optionalBoolean(body, 'hiddenInUI') ?? false,
    });
  });

  app.put<DefinitionParams>(`${base}/:definitionName/uischema`, definition, async (request) => {
    const body = asBody(request.body);
    return updateDefinitionUISchema(ctx, request.params.definitionName, {
      type: stringField(body, 'type'),
      uiSchema: readCustomUISchema(body.uiSchema),
    });
  });
}
