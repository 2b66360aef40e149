/**
 * Component and trait routes of an application.
 */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { can, currentUser } from '../http/access';
import {
  createComponent,
  deleteComponent,
  detailComponent,
  listComponents,
  updateComponent,
} from '../services/applications/components';
import { requireApp, requireComponent } from '../services/applications/lookups';
import { addTrait, deleteTrait, updateTrait } from '../services/applications/traits';
import { componentInput, componentUpdate, traitInput } from './applicationBodies';
import { appResource, type AppParams } from './applications';

type ComponentParams = { Params: { appName: string; compName: string } };
type TraitParams = { Params: { appName: string; compName: string; traitType: string } };

export function registerComponentRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const base = '/api/v1/applications/:appName/components';
  const one = `${base}/:compName`;
  const anyComponent = `${appResource}/component:*`;
  const component = `${appResource}/component:{compName}`;

  app.get<AppParams>(base, can('list', anyComponent), async (request) => {
    requireApp(ctx, request.params.appName);
    return listComponents(ctx, request.params.appName);
  });

  app.post<AppParams>(base, can('create', anyComponent), async (request) => {
    requireApp(ctx, request.params.appName);
    return createComponent(
      ctx,
      request.params.appName,
      componentInput(request.body),
      currentUser(request).name,
    );
  });

  app.get<ComponentParams>(one, can('detail', component), async (request) => {
    requireApp(ctx, request.params.appName);
    return detailComponent(ctx, request.params.appName, request.params.compName);
  });

  app.put<ComponentParams>(one, can('update', component), async (request) => {
    requireApp(ctx, request.params.appName);
    return updateComponent(
      ctx,
      request.params.appName,
      request.params.compName,
      componentUpdate(request.body),
    );
  });

  app.delete<ComponentParams>(one, can('delete', component), async (request) => {
    requireApp(ctx, request.params.appName);
    deleteComponent(ctx, request.params.appName, request.params.compName);
    return {};
  });

  app.post<ComponentParams>(`${one}/traits`, can('create', `${component}/trait:*`), async (request) => {
    const { appName, compName } = request.params;
    requireApp(ctx, appName);
    return addTrait(ctx, appName, compName, traitInput(request.body));
  });

  app.put<TraitParams>(
    `${one}/traits/:traitType`,
    can('update', `${component}/trait:{traitType}`),
    async (request) => {
      const { appName, compName, traitType } = request.params;
      requireApp(ctx, appName);
      return updateTrait(ctx, appName, compName, traitInput(request.body, traitType));
    },
  );

  app.delete<TraitParams>(
    `${one}/traits/:traitType`,
    can('delete', `${component}/trait:{traitType}`),
    async (request) => {
      const { appName, compName, traitType } = request.params;
      requireApp(ctx, appName);
      requireComponent(ctx, appName, compName);
      return deleteTrait(ctx, appName, compName, traitType);
    },
  );
}
