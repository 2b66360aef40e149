import { NAME_PATTERN } from '@src/common/validation';
import type { ResourceDeclaration } from '@dataProvider/declared/declaration';

const text = (en: string, zh: string) => ({ en, zh });
const upTo256 = text('Enter a maximum of 256 characters.', '最多输入 256 个字符。');

/**
 * /targets: where projects deliver, a namespace of a cluster (GET/POST/PUT/DELETE /api/v1/targets). The
 * request bodies are the resource table's (dataProvider/resourceMap.ts); the namespace is the registered
 * `targetNamespace` input (resources/targets), which lists the cluster's free namespaces and makes new ones.
 */
export const targets = {
  name: 'targets',
  icon: 'trackChanges',
  label: text('Targets', '交付目标'),
  subtitle: text('Define the targets that applications would deliver to', '定义应用交付的目标'),
  provider: 'vela',
  path: '/targets',
  listKey: 'targets',
  permission: 'target',
  menu: { workspace: 'continuous-delivery', key: 'targets', before: 'projects' },
  perPage: 5,
  columns: [
    { source: 'name', label: text('Name', '名称') },
    { source: 'alias', label: text('Alias', '别名') },
    {
      source: 'project',
      label: text('Project', '项目'),
      kind: 'link',
      to: '/projects/{project.name}/summary',
    },
    {
      source: 'clusterNamespace',
      label: text('Cluster/Namespace', '集群/命名空间'),
      kind: 'joined',
      parts: [['clusterAlias', 'cluster.clusterName'], ['cluster.namespace']],
    },
    { source: 'description', label: text('Description', '描述') },
  ],
  form: [
    {
      jsonKey: 'name',
      uiType: 'Input',
      label: text('Name', '名称'),
      validate: { required: true, pattern: NAME_PATTERN.source, immutable: true },
      messages: {
        required: text(
          'Please enter a valid name contains only alphabetical words',
          '请输入有效的名称，只能包含字母、数字和短横线',
        ),
        invalid: text(
          'Please enter a valid name contains only alphabetical words',
          '请输入有效的名称，只能包含字母、数字和短横线',
        ),
      },
    },
    {
      jsonKey: 'alias',
      uiType: 'Input',
      label: text('Alias', '别名'),
      validate: { minLength: 2, maxLength: 64 },
      messages: { invalid: text('Enter a string of 2 to 64 characters.', '请输入 2 到 64 个字符。') },
    },
    {
      jsonKey: 'description',
      uiType: 'Input',
      label: text('Description', '描述'),
      validate: { maxLength: 256 },
      messages: {
        invalid: text(
          'Enter a description that contains less than 256 characters.',
          '请输入少于 256 个字符的描述。',
        ),
      },
    },
    {
      jsonKey: 'project.name',
      uiType: 'Select',
      label: text('Project', '项目'),
      choices: { resource: 'projects', value: 'name', label: 'alias' },
      validate: { required: true, immutable: true },
      messages: { required: text('Please select project', '请选择项目') },
    },
    {
      jsonKey: 'cluster.clusterName',
      uiType: 'Select',
      label: text('Cluster', '集群'),
      choices: {
        resource: 'clusters',
        value: 'name',
        label: 'alias',
        fills: {
          'variable.region': 'providerInfo.regionID',
          'variable.zone': 'providerInfo.zoneID',
          'variable.vpcID': 'providerInfo.vpcID',
        },
      },
      validate: { required: true, immutable: true },
      messages: { required: text('Please select a cluster', '请选择集群') },
    },
    {
      jsonKey: 'cluster.namespace',
      uiType: 'Select',
      label: text('Namespace', '命名空间'),
      widget: 'targetNamespace',
      validate: { required: true, immutable: true },
      messages: { required: text('Please select namesapce', '请选择命名空间') },
    },
    {
      jsonKey: 'variable.providerName',
      uiType: 'Input',
      label: text('Cloud Service Provider', '云服务提供商'),
      section: {
        title: text('Shared Variables', '共享变量'),
        help: text('You can define parameters such as region or zone', '您可以定义地域、可用区等参数'),
      },
    },
    {
      jsonKey: 'variable.region',
      uiType: 'Input',
      label: text('Region', '地域'),
      validate: { maxLength: 256 },
      messages: { invalid: upTo256 },
    },
    { jsonKey: 'variable.zone', uiType: 'Input', label: text('Zone', '可用区') },
    { jsonKey: 'variable.vpcID', uiType: 'Input', label: text('VPC ID', 'VPC ID') },
  ],
  texts: {
    new: text('New Target', '新增交付目标'),
    edit: text('Edit Target', '编辑交付目标'),
    create: text('Save', '保存'),
    update: text('Save', '保存'),
    remove: text('Remove', '删除'),
    created: text('Target created successfully', '交付目标创建成功'),
    updated: text('Target updated successfully', '交付目标更新成功'),
    deleted: text('target delete success', '交付目标删除成功'),
    empty: text(
      'There are no targets yet. A target is a namespace of a cluster that applications deliver to.',
      '暂无交付目标。交付目标是应用交付到的某个集群中的命名空间。',
    ),
  },
  wideForm: true,
} satisfies ResourceDeclaration;
