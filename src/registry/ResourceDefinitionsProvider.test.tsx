import { act, render, screen } from '@testing-library/react';
import { useResourceDefinitionContext, type ResourceDefinitionContextValue } from 'react-admin';
import { definitionsOf } from './resourceDefinitions';
import { ResourceDefinitionsProvider } from './ResourceDefinitionsProvider';

const List = () => null;
const definitions = definitionsOf([{ name: 'applications', list: List }, { name: 'targets' }]);

/** What the provider gave at each drawing, the first one first. */
const drawings: ResourceDefinitionContextValue[] = [];
const Reader = () => {
  const context = useResourceDefinitionContext();
  drawings.push(context);
  return <p>{Object.keys(context.definitions).join(' ')}</p>;
};
const latest = () => drawings[drawings.length - 1];

function renderProvider() {
  drawings.length = 0;
  render(
    <ResourceDefinitionsProvider definitions={definitions}>
      <Reader />
    </ResourceDefinitionsProvider>,
  );
  return latest();
}

describe('ResourceDefinitionsProvider', () => {
  it('has the resources defined at the first drawing, as react-admin would register them', () => {
    renderProvider();
    expect(screen.getByText('applications targets')).toBeInTheDocument();
    expect(drawings).toHaveLength(1);
    expect(latest().definitions.applications).toMatchObject({ name: 'applications', hasList: true });
    expect(latest().definitions.targets).toMatchObject({ name: 'targets', hasList: false });
  });

  it('draws nothing again when a known resource registers, or unregisters and registers in one moment', async () => {
    const { register, unregister } = renderProvider();
    await act(async () => {
      register({ ...definitions.applications });
      unregister(definitions.targets);
      register({ ...definitions.targets });
      await Promise.resolve();
    });
    expect(drawings).toHaveLength(1);
    expect(screen.getByText('applications targets')).toBeInTheDocument();
  });

  it('forgets a resource that unregisters, and learns a new or changed one', async () => {
    const { register, unregister } = renderProvider();
    await act(async () => {
      unregister(definitions.targets);
      await Promise.resolve();
    });
    expect(screen.getByText('applications')).toBeInTheDocument();
    act(() => register({ name: 'pipelines', hasList: true }));
    expect(screen.getByText('applications pipelines')).toBeInTheDocument();
    act(() => register({ ...definitions.applications, hasCreate: true }));
    expect(latest().definitions.applications).toMatchObject({ hasCreate: true });
  });
});
