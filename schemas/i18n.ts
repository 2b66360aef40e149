/**
 * Messages of the schema-driven forms, in Polyglot syntax (`%{name}`), so the app catalog can mount
 * them as `vela.form.*` unchanged. The validation wording follows the product specification.
 */
const en = {
  required: 'This field is required.',
  min: 'Enter a number greater than %{min}',
  max: 'Enter a number less than %{max}',
  minLength: 'Enter a minimum of %{n} characters.',
  maxLength: 'Enter a maximum of %{n} characters.',
  pattern: 'Please enter a value that conforms to the specification. %{pattern}',
  invalidImage: 'Please enter a valid image name',
  selectChart: 'Please select a chart',
  selectChartVersion: 'Please select a chart version',
  selectHelmRepo: 'Please select or input a helm repo',
  invalidCpu: 'Please enter a valid cpu request number',
  invalidMemory: 'Please enter a valid memory request number',
  invalidDisk: 'Please enter a valid disk size',
  invalidK8sYaml: 'Please enter a valid kubernetes resource yaml code',
  invalidYamlConfig: 'Please input a valid yaml config:',
  uiSchemaInvalid: 'ui schema validate failure',
  paramInvalid: 'param %{key} validate failure',
  paramRequired: 'param %{key} is required',
  checkConfigItem: 'please check config item',
  checkLabelConfig: 'Please check %{label} config',
  componentPatchInvalid: 'The component patch %{name} validate failure',
  selectComponentOrType: 'Please select a component or component type.',
  groupResetConfirm:
    'The configuration will be reset if the switch is turned off. Are you sure want to do this?',
  noUISchema: 'There is no ui schema definition',
  advancedParameters: 'Advanced Parameters',
  formMode: 'Form',
  codeMode: 'YAML',
  yamlNote: 'The input is formatted automatically and must be a valid YAML object.',
  confirm: 'Confirm',
  cancel: 'Cancel',
  add: 'Add',
  remove: 'Remove',
  key: 'Key',
  value: 'Value',
  loading: 'Loading…',
  lookupFailed: 'Could not load the options: %{error}',
  typeInstead: 'You can type a value instead.',
  noOptions: 'No options',
  imageInfo: 'Image found: %{size}, created %{created}',
  imageNotFound: 'Image information is not available: %{message}',
  chooseFile: 'Choose a file',
  fileLoaded: 'Loaded %{name}',
  certLoaded: 'A certificate is set (%{n} characters of base64).',
  loadChartValues: 'Load the chart default values',
  chartValuesHint: 'Pick a repository, chart and version to load the default values.',
  component: 'Component',
  componentType: 'Component type',
  properties: 'Properties',
  traits: 'Traits',
  traitType: 'Trait type',
  disableTrait: 'Disable',
  addPatch: 'Add a component patch',
  addTrait: 'Add a trait',
  assignDefaults: 'Assign the default properties',
  defaultsAssigned: 'Assign the default values for the properties successfully.',
  unitCores: 'Core',
  editorLoading: 'Loading the editor…',
} as const;

export type FormMessageKey = keyof typeof en;

const zh: Record<FormMessageKey, string> = {
  required: '此项为必填项。',
  min: '请输入大于 %{min} 的数字',
  max: '请输入小于 %{max} 的数字',
  minLength: '请至少输入 %{n} 个字符。',
  maxLength: '最多输入 %{n} 个字符。',
  pattern: '请输入符合规范的值。%{pattern}',
  invalidImage: '请输入有效的镜像名称',
  selectChart: '请选择 Chart',
  selectChartVersion: '请选择 Chart 版本',
  selectHelmRepo: '请选择或输入 Helm 仓库',
  invalidCpu: '请输入有效的 CPU 请求数值',
  invalidMemory: '请输入有效的内存请求数值',
  invalidDisk: '请输入有效的磁盘大小',
  invalidK8sYaml: '请输入有效的 Kubernetes 资源 YAML 代码',
  invalidYamlConfig: '请输入有效的 YAML 配置：',
  uiSchemaInvalid: 'UI Schema 校验失败',
  paramInvalid: '参数 %{key} 校验失败',
  paramRequired: '参数 %{key} 为必填项',
  checkConfigItem: '请检查配置项',
  checkLabelConfig: '请检查 %{label} 配置',
  componentPatchInvalid: '组件补丁 %{name} 校验失败',
  selectComponentOrType: '请选择组件或组件类型。',
  groupResetConfirm: '关闭开关后配置将被重置，确定要继续吗？',
  noUISchema: '没有 UI Schema 定义',
  advancedParameters: '高级参数',
  formMode: '表单',
  codeMode: 'YAML',
  yamlNote: '输入内容会自动格式化，且必须是有效的 YAML 对象。',
  confirm: '确认',
  cancel: '取消',
  add: '添加',
  remove: '删除',
  key: '键',
  value: '值',
  loading: '加载中…',
  lookupFailed: '无法加载选项：%{error}',
  typeInstead: '可以直接输入一个值。',
  noOptions: '没有可选项',
  imageInfo: '已找到镜像：%{size}，创建于 %{created}',
  imageNotFound: '无法获取镜像信息：%{message}',
  chooseFile: '选择文件',
  fileLoaded: '已读取 %{name}',
  certLoaded: '已设置证书（%{n} 个 base64 字符）。',
  loadChartValues: '加载 Chart 默认值',
  chartValuesHint: '选择仓库、Chart 和版本后可加载默认值。',
  component: '组件',
  componentType: '组件类型',
  properties: '属性',
  traits: '运维特征',
  traitType: '运维特征类型',
  disableTrait: '禁用',
  addPatch: '添加组件补丁',
  addTrait: '添加运维特征',
  assignDefaults: '设置默认属性',
  defaultsAssigned: '属性默认值设置成功。',
  unitCores: '核',
  editorLoading: '正在加载编辑器…',
};

export const formMessages = { en, zh };

export type FormLocale = keyof typeof formMessages;

/** Where the app catalog is expected to mount these messages. */
export const FORM_MESSAGES_NAMESPACE = 'vela.form';

export type MessageParams = Record<string, string | number>;
export type Translate = (key: FormMessageKey, params?: MessageParams) => string;
/** The app's translator (react-admin's `translate`), if the form should use the merged catalog. */
export type AppTranslate = (key: string, options?: Record<string, unknown>) => string;

export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function createTranslate(locale: FormLocale = 'en', appTranslate?: AppTranslate): Translate {
  const catalog = formMessages[locale] ?? formMessages.en;
  return (key, params) => {
    const own = interpolate(catalog[key], params);
    return appTranslate ? appTranslate(`${FORM_MESSAGES_NAMESPACE}.${key}`, { ...params, _: own }) : own;
  };
}
