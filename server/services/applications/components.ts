/**
 * Components of an application: the main one comes with the application, others are added later.
 */
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import type { InputItem, Labels, OutputItem } from '../../store/applicationRecords';
import type { Stored } from '../../store/documentStore';
import { scopedKey } from '../../store/records';
import { checkAlias, checkName } from '../validation';
import { workloadTypeOf } from '../../runtime/definitions/componentTypes';
import { definitionSpecOf, requireComponentDefinition } from './componentTypes';
import { componentsOf, requireApp, requireComponent } from './lookups';
import { checkComponentPlacement } from './placementRules';
import { parseProperties } from './properties';
import { newTraits, toApplicationTrait, type TraitInput } from './traits';

export type ComponentBase = Schemas['v1.ComponentBase'];
export type DetailComponentResponse = Schemas['v1.DetailComponentResponse'];

export interface ComponentInput {
  name: string;
  alias: string;
  description: string;
  icon: string;
  labels: Labels;
  componentType: string;
  properties: string;
  dependsOn: string[];
  inputs: InputItem[];
  outputs: OutputItem[];
  traits: TraitInput[];
}

export interface ComponentUpdate {
  alias?: string;
  description?: string;
  icon?: string;
  labels?: Labels;
  dependsOn?: string[];
  properties?: string;
}

/** What a webservice gets when it is created without traits. */
const defaultScaler: TraitInput = {
  type: 'scaler',
  alias: 'Set Replicas',
  description: 'Adjust the number of application instance.',
  properties: '{"replicas":1}',
};

export function toComponentBase(component: Stored<'appComponent'>): ComponentBase {
  return {
    name: component.name,
    alias: component.alias,
    description: component.description,
    icon: component.icon,
    labels: component.labels,
    componentType: component.type,
    main: component.main,
    dependsOn: component.dependsOn,
    inputs: component.inputs,
    outputs: component.outputs,
    creator: component.creator,
    workloadType: component.workloadType,
    traits: component.traits.map(toApplicationTrait),
    createTime: component.createTime,
    updateTime: component.updateTime,
  };
}

export function insertComponent(
  ctx: ServiceContext,
  app: string,
  input: ComponentInput,
  options: { main: boolean; creator: string; project: string },
): Stored<'appComponent'> {
  checkName('CreateComponentRequest', 'Name', input.name);
  checkAlias('CreateComponentRequest', 'Alias', input.alias);
  if (ctx.store.get('appComponent', scopedKey(app, input.name))) throw new BusinessError(10007);
  const definition = requireComponentDefinition(ctx, input.componentType);
  const traitInputs =
    input.traits.length === 0 && input.componentType === 'webservice' ? [defaultScaler] : input.traits;
  const properties = parseProperties(input.properties);
  const traits = newTraits(ctx, traitInputs);
  checkComponentPlacement(ctx, options.project, { name: input.name, properties, traits });
  return ctx.store.insert('appComponent', scopedKey(app, input.name), {
    app,
    name: input.name,
    alias: input.alias,
    description: input.description,
    icon: input.icon,
    labels: input.labels,
    type: input.componentType,
    main: options.main,
    properties,
    traits,
    dependsOn: input.dependsOn,
    inputs: input.inputs,
    outputs: input.outputs,
    creator: options.creator,
    workloadType: workloadTypeOf(definition),
  });
}

export function createComponent(
  ctx: ServiceContext,
  app: string,
  input: ComponentInput,
  creator: string,
): ComponentBase {
  const { project } = requireApp(ctx, app);
  return toComponentBase(insertComponent(ctx, app, input, { main: false, creator, project }));
}

/** Main component first, then newest first. */
export function listComponents(ctx: ServiceContext, app: string): { components: ComponentBase[] } {
  const all = componentsOf(ctx, app).reverse();
  const ordered = [...all.filter((c) => c.main), ...all.filter((c) => !c.main)];
  return { components: ordered.map(toComponentBase) };
}

export function detailComponent(ctx: ServiceContext, app: string, name: string): DetailComponentResponse {
  const component = requireComponent(ctx, app, name);
  return {
    appPrimaryKey: app,
    name: component.name,
    alias: component.alias,
    description: component.description,
    icon: component.icon,
    labels: component.labels,
    type: component.type,
    main: component.main,
    properties: component.properties,
    traits: component.traits.map(toApplicationTrait),
    dependsOn: component.dependsOn,
    inputs: component.inputs,
    outputs: component.outputs,
    creator: component.creator,
    workloadType: component.workloadType,
    definition: definitionSpecOf(requireComponentDefinition(ctx, component.type)),
    createTime: component.createTime,
    updateTime: component.updateTime,
  };
}

/** A partial update: fields left out stay as they are. */
export function updateComponent(
  ctx: ServiceContext,
  app: string,
  name: string,
  update: ComponentUpdate,
): ComponentBase {
  const component = requireComponent(ctx, app, name);
  const properties =
    update.properties === undefined ? component.properties : parseProperties(update.properties);
  checkComponentPlacement(ctx, requireApp(ctx, app).project, { ...component, properties });
  const updated = ctx.store.update('appComponent', scopedKey(app, name), {
    ...component,
    alias: update.alias ?? component.alias,
    description: update.description ?? component.description,
    icon: update.icon ?? component.icon,
    labels: update.labels ?? component.labels,
    dependsOn: update.dependsOn ?? component.dependsOn,
    properties,
  });
  return toComponentBase(updated);
}

export function deleteComponent(ctx: ServiceContext, app: string, name: string): void {
  const component = requireComponent(ctx, app, name);
  if (component.main) throw new BusinessError(10025);
  ctx.store.delete('appComponent', scopedKey(app, name));
}
