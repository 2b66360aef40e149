/**
 * Request bodies of an application's webhook triggers. The record react-admin holds carries the token
 * (its id), times and the fields the list adds; the server takes only what a trigger is made of, and an
 * update keeps the name and type it was created with.
 */
import type { components } from '../../contract/api';
import type { RecordData } from '../requestBodies';

type CreateTrigger = components['schemas']['v1.CreateApplicationTriggerRequest'];

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function triggerCreateBody(data: RecordData): CreateTrigger {
  return {
    name: text(data.name),
    alias: text(data.alias),
    description: text(data.description),
    type: text(data.type) || 'webhook',
    payloadType: text(data.payloadType) || 'custom',
    workflowName: text(data.workflowName),
    componentName: text(data.componentName),
    registry: text(data.registry),
  };
}

export function triggerUpdateBody(data: RecordData): Omit<CreateTrigger, 'name' | 'type'> {
  const { name: _name, type: _type, ...update } = triggerCreateBody(data);
  return update;
}
