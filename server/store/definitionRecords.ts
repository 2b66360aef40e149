import type { Schemas } from '../schemas';

type UIValidate = Schemas['schema.Validate'];
type UICondition = Schemas['schema.Condition'];

/** A custom UI schema entry as written in a uischema file or sent by a client: all optional but the key. */
export interface CustomUIParameter {
  jsonKey: string;
  label?: string;
  description?: string;
  uiType?: string;
  sort?: number;
  validate?: Partial<UIValidate> | null;
  style?: Schemas['schema.Style'];
  disable?: boolean;
  conditions?: UICondition[];
  additional?: boolean;
  subParameterGroupOption?: Schemas['schema.GroupOption'][];
  subParameters?: CustomUIParameter[];
}

/** What a user changed about a definition: its visibility in the UI and its custom UI schema. */
export interface DefinitionOverrideRecord {
  type: string;
  name: string;
  hiddenInUI?: boolean;
  uiSchema?: CustomUIParameter[];
}
