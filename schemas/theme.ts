import type { ThemeProps } from '@rjsf/core';
import { generateTheme } from '@rjsf/mui';
import type { Field, RJSFSchema, Widget } from '@rjsf/utils';
import type { VelaFormContext } from './formContext';
import { ArrayFieldItemTemplate } from './templates/ArrayFieldItemTemplate';
import { ArrayFieldTemplate } from './templates/ArrayFieldTemplate';
import { FieldTemplate } from './templates/FieldTemplate';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate';
import type { VelaFieldId, VelaWidgetId } from './widgets';
import { CertBase64Widget } from './widgets/CertBase64Widget';
import { ComponentPatchesField } from './widgets/ComponentPatchesWidget';
import { ComponentSelectWidget } from './widgets/ComponentSelectWidget';
import { CPUNumberWidget } from './widgets/CPUNumberWidget';
import { DiskNumberWidget } from './widgets/DiskNumberWidget';
import { GroupField } from './widgets/GroupWidget';
import { HelmChartSelectField } from './widgets/HelmChartSelectWidget';
import { HelmChartVersionSelectField } from './widgets/HelmChartVersionSelectWidget';
import { HelmRepoSelectWidget } from './widgets/HelmRepoSelectWidget';
import { HelmValuesField } from './widgets/HelmValuesWidget';
import { IgnoreField } from './widgets/IgnoreWidget';
import { ImageInputWidget } from './widgets/ImageInputWidget';
import { InputWidget } from './widgets/InputWidget';
import { K8sObjectsCodeField } from './widgets/K8sObjectsCodeWidget';
import { KVField } from './widgets/KVWidget';
import { MemoryNumberWidget } from './widgets/MemoryNumberWidget';
import { NumbersWidget } from './widgets/NumbersWidget';
import { NumberWidget } from './widgets/NumberWidget';
import { PasswordWidget } from './widgets/PasswordWidget';
import { PolicySelectWidget } from './widgets/PolicySelectWidget';
import { SecretKeySelectField } from './widgets/SecretKeySelectWidget';
import { SecretSelectWidget } from './widgets/SecretSelectWidget';
import { SelectWidget } from './widgets/SelectWidget';
import { StringsWidget } from './widgets/StringsWidget';
import { StructsField } from './widgets/StructsWidget';
import { SwitchWidget } from './widgets/SwitchWidget';

type VelaWidget = Widget<unknown, RJSFSchema, VelaFormContext>;
type VelaField = Field<unknown, RJSFSchema, VelaFormContext>;

/** The component behind every widget id of the registry in widgets.ts (the compiler checks none is missing). */
const velaWidgets: Record<VelaWidgetId, VelaWidget> = {
  VelaSwitch: SwitchWidget,
  VelaInput: InputWidget,
  VelaPassword: PasswordWidget,
  VelaSelect: SelectWidget,
  VelaNumber: NumberWidget,
  VelaImageInput: ImageInputWidget,
  VelaHelmRepoSelect: HelmRepoSelectWidget,
  VelaStrings: StringsWidget,
  VelaNumbers: NumbersWidget,
  VelaSecretSelect: SecretSelectWidget,
  VelaCPUNumber: CPUNumberWidget,
  VelaMemoryNumber: MemoryNumberWidget,
  VelaDiskNumber: DiskNumberWidget,
  VelaPolicySelect: PolicySelectWidget,
  VelaComponentSelect: ComponentSelectWidget,
  VelaCertBase64: CertBase64Widget,
};

/** The component behind every field id of the registry in widgets.ts. */
const velaFields: Record<VelaFieldId, VelaField> = {
  VelaHelmChartSelect: HelmChartSelectField,
  VelaHelmChartVersionSelect: HelmChartVersionSelectField,
  VelaKV: KVField,
  VelaHelmValues: HelmValuesField,
  VelaSecretKeySelect: SecretKeySelectField,
  VelaGroup: GroupField,
  VelaStructs: StructsField,
  VelaIgnore: IgnoreField,
  VelaK8sObjectsCode: K8sObjectsCodeField,
  VelaComponentPatches: ComponentPatchesField,
};

const mui = generateTheme<unknown, RJSFSchema, VelaFormContext>();

/** @rjsf/mui with our widgets, fields and layout templates on top. */
export const velaTheme: ThemeProps<unknown, RJSFSchema, VelaFormContext> = {
  ...mui,
  widgets: { ...mui.widgets, ...velaWidgets },
  fields: { ...mui.fields, ...velaFields },
  templates: {
    ...mui.templates,
    FieldTemplate,
    ObjectFieldTemplate,
    ArrayFieldTemplate,
    ArrayFieldItemTemplate,
  },
};
