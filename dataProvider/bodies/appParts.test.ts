import { componentCreateBody, componentUpdateBody, policyCreateBody, traitUpdateBody } from './appParts';

describe('bodies of application parts', () => {
  it('creates a component with its properties and its traits as JSON text', () => {
    expect(
      componentCreateBody({
        id: 'x',
        name: 'shop-worker',
        componentType: 'worker',
        properties: { image: 'busybox' },
        traits: [{ type: 'labels', properties: { team: 'shop' } }],
      }),
    ).toEqual({
      name: 'shop-worker',
      alias: '',
      description: '',
      componentType: 'worker',
      properties: '{"image":"busybox"}',
      traits: [{ type: 'labels', alias: '', description: '', properties: '{"team":"shop"}' }],
    });
  });

  it('updates a component without its name, type or traits, and a trait without its type', () => {
    const record = { id: 'web', name: 'web', componentType: 'webservice', alias: 'Web', traits: [] };
    expect(componentUpdateBody({ ...record, properties: { image: 'nginx' } })).toEqual({
      alias: 'Web',
      description: '',
      properties: '{"image":"nginx"}',
    });
    expect(traitUpdateBody({ type: 'scaler', properties: { replicas: 3 } })).toEqual({
      alias: '',
      description: '',
      properties: '{"replicas":3}',
    });
  });

  it('sends every field a policy needs, its bindings kept to workflow names and step names', () => {
    expect(
      policyCreateBody({
        name: 'prod-patch',
        type: 'override',
        properties: { components: [] },
        workflowPolicyBind: [{ name: 'workflow-prod', steps: ['prod', 3] }],
      }),
    ).toEqual({
      name: 'prod-patch',
      alias: '',
      description: '',
      envName: '',
      type: 'override',
      properties: '{"components":[]}',
      workflowPolicyBind: [{ name: 'workflow-prod', steps: ['prod'] }],
    });
  });
});
