import type { CustomUIParameter } from './uiSchema';

/** What a user changed about a definition: its visibility in the UI and its custom UI schema. */
export interface DefinitionOverrideRecord {
  type: string;
  name: string;
  hiddenInUI?: boolean;
  uiSchema?: CustomUIParameter[];
}
