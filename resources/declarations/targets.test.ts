import { choicesQuery, columnLink, columnText, valueAt } from '@src/common/kit/declared/declarationProps';
import { features } from '@src/features';
import { workspacesOf } from '@src/layout/navigation/navigation';
import { resourceTable } from '@src/registry/dataResources';
import { declaredFeature } from '@src/registry/declaredFeature';
import { resourcesEn } from '@src/registry/messages';
import { declaredWidgets } from '@src/registry/widgets';
import { targets } from './targets';

const [, , project, clusterNamespace] = targets.columns;
const [clusterField] = targets.form.filter(({ jsonKey }) => jsonKey === 'cluster.clusterName');

const target = {
  id: 'prod',
  name: 'prod',
  project: { name: 'team shop', alias: 'Shop' },
  cluster: { clusterName: 'local', namespace: 'prod' },
  clusterAlias: '',
};

describe('the vocabulary the targets declaration added', () => {
  it('reads dotted paths of a record', () => {
    expect(valueAt(target, 'cluster.namespace')).toBe('prod');
    expect(valueAt(target, 'cluster.missing.deeper')).toBeUndefined();
    expect(columnText({ source: 'cluster.namespace', label: project.label }, target)).toBe('prod');
  });

  it('links a column to another page of the console, shown by alias, none when a part is missing', () => {
    expect(columnText(project, target)).toBe('Shop');
    expect(columnLink(project, target)).toBe('/projects/team%20shop/summary');
    expect(columnLink(project, { ...target, project: { name: '' } })).toBeUndefined();
    expect(columnLink(clusterNamespace, target)).toBeUndefined();
  });

  it('joins parts, each the first non-empty of its paths', () => {
    expect(columnText(clusterNamespace, target)).toBe('local/prod');
    expect(columnText(clusterNamespace, { ...target, clusterAlias: 'Local Cluster' })).toBe(
      'Local Cluster/prod',
    );
  });

  it('lists dependent choices filtered by the field they depend on, and only once it has a value', () => {
    const namespaces = {
      resource: 'namespaces',
      value: 'name',
      dependsOn: { field: 'cluster.clusterName', param: 'cluster' },
    };
    expect(choicesQuery(namespaces, '')).toEqual({ filter: { cluster: '' }, enabled: false });
    expect(choicesQuery(namespaces, 'local')).toEqual({ filter: { cluster: 'local' }, enabled: true });
    expect(choicesQuery(clusterField.choices ?? namespaces, undefined)).toEqual({
      filter: {},
      enabled: true,
    });
  });

  it('keeps the hand-written request bodies and menu place of a resource the console already maps', () => {
    const table = resourceTable(features);
    expect(Object.keys(table).filter((name) => name === 'targets')).toHaveLength(1);
    expect(table.targets.createBody).toBeDefined();
    const delivery = workspacesOf(features).find(({ name }) => name === 'continuous-delivery');
    const keys = delivery?.menus.map(({ key }) => key) ?? [];
    expect(keys.indexOf('targets')).toBe(keys.indexOf('projects') - 1);
  });

  it('adds its name beside the strings of its folder, and its custom input comes with the features', () => {
    const folders = { targets: { title: { newNamespace: 'Create Namespace' } } };
    const folder = { name: 'targetNamespace', messages: { en: folders, zh: async () => ({}) } };
    expect(resourcesEn([folder, declaredFeature(targets)])).toEqual({
      targets: { title: { newNamespace: 'Create Namespace' }, name: 'Targets' },
    });
    const widgets = declaredWidgets(features);
    expect(Object.hasOwn(widgets, 'targetNamespace')).toBe(true);
    expect(Object.hasOwn(widgets, 'nothing')).toBe(false);
  });
});
