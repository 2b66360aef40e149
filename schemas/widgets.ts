import type { VelaUiType } from './types';

/**
 * The one registry: each Vela uiType and the RJSF widget or field id that draws it. Widgets draw a
 * single value; fields are used where the control needs its own location in the form (sibling
 * lookups, nested objects, lists). `theme.ts` binds every id here to its component.
 */
export const VELA_WIDGETS = {
  Switch: { widget: 'VelaSwitch' },
  Input: { widget: 'VelaInput' },
  Password: { widget: 'VelaPassword' },
  Select: { widget: 'VelaSelect' },
  Number: { widget: 'VelaNumber' },
  ImageInput: { widget: 'VelaImageInput' },
  HelmChartSelect: { field: 'VelaHelmChartSelect' },
  HelmChartVersionSelect: { field: 'VelaHelmChartVersionSelect' },
  HelmRepoSelect: { widget: 'VelaHelmRepoSelect' },
  KV: { field: 'VelaKV' },
  HelmValues: { field: 'VelaHelmValues' },
  Strings: { widget: 'VelaStrings' },
  Numbers: { widget: 'VelaNumbers' },
  SecretSelect: { widget: 'VelaSecretSelect' },
  SecretKeySelect: { field: 'VelaSecretKeySelect' },
  CPUNumber: { widget: 'VelaCPUNumber' },
  MemoryNumber: { widget: 'VelaMemoryNumber' },
  DiskNumber: { widget: 'VelaDiskNumber' },
  Group: { field: 'VelaGroup' },
  Structs: { field: 'VelaStructs' },
  Ignore: { field: 'VelaIgnore' },
  K8sObjectsCode: { field: 'VelaK8sObjectsCode' },
  PolicySelect: { widget: 'VelaPolicySelect' },
  ComponentSelect: { widget: 'VelaComponentSelect' },
  ComponentPatches: { field: 'VelaComponentPatches' },
  CertBase64: { widget: 'VelaCertBase64' },
} as const satisfies Record<VelaUiType, { widget: string } | { field: string }>;

type Registration = (typeof VELA_WIDGETS)[VelaUiType];
export type VelaWidgetId = Extract<Registration, { widget: string }>['widget'];
export type VelaFieldId = Extract<Registration, { field: string }>['field'];

/** The uiSchema directive (`ui:widget` or `ui:field`) that selects the control for a uiType. */
export function uiDirective(uiType: VelaUiType): { 'ui:widget': string } | { 'ui:field': string } {
  const registration: Registration = VELA_WIDGETS[uiType];
  return 'widget' in registration ? { 'ui:widget': registration.widget } : { 'ui:field': registration.field };
}
