import type { RJSFValidationError } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { createTranslate } from '../i18n';
import type { UIParam } from '../types';
import { hiddenPaths } from './conditions';
import { toRjsf } from './toRjsf';
import { translateErrors } from './validationMessages';

const params: UIParam[] = [
  {
    jsonKey: 'name',
    uiType: 'Input',
    label: 'Name',
    validate: { required: true, minLength: 2, maxLength: 4 },
  },
  { jsonKey: 'code', uiType: 'Input', validate: { pattern: '^[a-z]+$' } },
  { jsonKey: 'count', uiType: 'Number', validate: { min: 1, max: 9 } },
  { jsonKey: 'image', uiType: 'ImageInput', validate: { required: true } },
  { jsonKey: 'chart', uiType: 'HelmChartSelect', validate: { required: true } },
  { jsonKey: 'version', uiType: 'HelmChartVersionSelect', validate: { required: true } },
  { jsonKey: 'url', uiType: 'HelmRepoSelect', validate: { required: true } },
  { jsonKey: 'cpu', uiType: 'CPUNumber' },
  { jsonKey: 'memory', uiType: 'MemoryNumber' },
  { jsonKey: 'disk', uiType: 'DiskNumber' },
  { jsonKey: 'mode', uiType: 'Select', label: 'Mode', validate: { options: [{ label: 'A', value: 'a' }] } },
  {
    jsonKey: 'ports',
    uiType: 'Structs',
    subParameters: [{ jsonKey: 'port', uiType: 'Number', validate: { min: 1 } }],
  },
  { jsonKey: 'cmd', uiType: 'Strings', validate: { required: true } },
  { jsonKey: 'db', uiType: 'Input' },
  {
    jsonKey: 'dbURL',
    uiType: 'Input',
    validate: { required: true },
    conditions: [{ jsonKey: 'db', value: 'mongo' }],
  },
];

function messagesFor(values: Record<string, unknown>, locale: 'en' | 'zh' = 'en') {
  const form = toRjsf(params);
  const { errors } = validator.validateFormData(values, form.schema);
  return Object.fromEntries(
    translateErrors(errors, form.fields, createTranslate(locale), hiddenPaths(form.params, values)).map(
      (error: RJSFValidationError) => [error.property, error.message],
    ),
  );
}

describe('translateErrors', () => {
  it('uses the generic wording of the specification', () => {
    expect(messagesFor({ name: 'x', code: 'A1', count: 0, cmd: [] })).toMatchObject({
      '.name': 'Enter a minimum of 2 characters.',
      '.code': 'Please enter a value that conforms to the specification. ^[a-z]+$',
      '.count': 'Enter a number greater than 1',
      '.cmd': 'This field is required.',
    });
    expect(messagesFor({ name: 'xxxxx', count: 10 })).toMatchObject({
      '.name': 'Enter a maximum of 4 characters.',
      '.count': 'Enter a number less than 9',
    });
    expect(messagesFor({}).name).toBe('This field is required.');
  });

  it('uses the specific wording of image, helm and quantity fields', () => {
    expect(messagesFor({ image: 'Not An Image', cpu: '-1', memory: '1G', disk: 'x' })).toMatchObject({
      '.image': 'Please enter a valid image name',
      '.cpu': 'Please enter a valid cpu request number',
      '.memory': 'Please enter a valid memory request number',
      '.disk': 'Please enter a valid disk size',
    });
    expect(messagesFor({})).toMatchObject({
      image: 'Please enter a valid image name',
      chart: 'Please select a chart',
      version: 'Please select a chart version',
      url: 'Please select or input a helm repo',
    });
  });

  it('reports other failures as "param {key} validate failure", once per field', () => {
    const messages = messagesFor({ mode: 'z' });
    expect(messages['.mode']).toBe('param Mode validate failure');
  });

  it('finds the field of an array item', () => {
    expect(messagesFor({ ports: [{ port: 0 }] })['.ports.0.port']).toBe('Enter a number greater than 1');
  });

  it('drops errors of fields their conditions hide', () => {
    expect(messagesFor({ db: 'kube' }).dbURL).toBeUndefined();
    expect(messagesFor({ db: 'mongo' }).dbURL).toBe('This field is required.');
  });

  it('speaks Chinese too', () => {
    expect(messagesFor({}, 'zh').name).toBe('此项为必填项。');
  });
});
