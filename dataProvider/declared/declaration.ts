import type { UIParamValidate } from '@schemas/types';
import type { RJSFSchema } from '@rjsf/utils';

/**
 * The icons a declaration may name: declarations are data (JSON from a plugin too), so they name one
 * instead of importing it; the screen kit draws each (src/common/kit/declared/declaredIcons.ts).
 */
export type DeclaredIconName =
  'badge' | 'description' | 'extension' | 'newReleases' | 'storage' | 'trackChanges';

/** A text shown to users, in both of the console's languages. */
export interface Text {
  en: string;
  zh: string;
}

/**
 * How a column shows its value: as text, a date and time, a list of `{name, alias}` by alias, a link to
 * another page of the console (`link`), or several values joined by `/` (`joined`).
 */
export type ColumnKind = 'text' | 'dateTime' | 'names' | 'link' | 'joined';

export interface DeclaredColumn {
  source: string;
  label: Text;
  kind?: ColumnKind;
  /**
   * `link`: the console path the value links to, each `{path}` filled with the record's value at that
   * dotted path (`/projects/{project.name}/summary`); the value is shown by its alias, else its name.
   */
  to?: string;
  /** `joined`: each part is the first non-empty value among its dotted paths (`clusterAlias`, else `cluster.clusterName`). */
  parts?: string[][];
}

/** A search box over the list; `param` is the query parameter the server reads (the source when absent). */
export interface DeclaredFilter {
  source: string;
  label: Text;
  param?: string;
}

/** Choices read from another resource: the value each option stores and the field it is shown by. */
export interface DeclaredChoices {
  resource: string;
  value: string;
  /** Shown instead of the value when the option has it (a role's alias). */
  label?: string;
  /**
   * Options that depend on another field: listed with the filter `param` set to that field's value, none
   * until it has one, and the choice emptied when it changes.
   */
  dependsOn?: { field: string; param: string };
  /** Fields filled from the chosen option: form field → dotted path in the option (only when it has a value there). */
  fills?: Record<string, string>;
}

/**
 * One form field, an item of a KubeVela UI schema (`jsonKey`, `uiType`, `validate`) with its label in both
 * languages. `validate.immutable` fields are shown but fixed when editing.
 */
export interface DeclaredField {
  jsonKey: string;
  uiType: 'Input' | 'Password' | 'Number' | 'Switch' | 'Select';
  label: Text;
  description?: Text;
  validate?: UIParamValidate;
  /** A Select of several values. */
  multiple?: boolean;
  /** A Select whose options come from another resource instead of `validate.options`. */
  choices?: DeclaredChoices;
  /** What a failing rule says: `required` when the value is missing, `invalid` for any other rule. */
  messages?: { required?: Text; invalid?: Text };
  /**
   * The name of a custom input registered in the kit (`registerDeclaredWidget`), drawn instead of the
   * built one: the escape hatch for what the vocabulary cannot say, keeping the declaration data.
   */
  widget?: string;
  /** A heading (and help line) shown above this field, starting a group of fields. */
  section?: { title: Text; help?: Text };
}

/**
 * A form given as a JSON schema (draft 7) of the record's fields, drawn by the schema form renderer
 * (`schemas/`): `labels` and `help` word each top-level property in both languages (the property name
 * when absent), and the properties `immutable` names are shown but fixed when editing.
 */
export interface DeclaredFormSchema {
  jsonSchema: RJSFSchema;
  labels?: Record<string, Text>;
  help?: Record<string, Text>;
  immutable?: string[];
}

/** Where the menu entry goes: a workspace of the console (or a new one), before the menu `before` names. */
export interface DeclaredMenu {
  workspace: string;
  key?: string;
  before?: string;
}

/** The words of a resource's buttons, drawers and notifications. */
export interface DeclaredTexts {
  new: Text;
  edit: Text;
  created: Text;
  updated: Text;
  deleted: Text;
  create?: Text;
  update?: Text;
  /** The word of each row's delete button (Delete when absent). */
  remove?: Text;
  empty?: Text;
}

/** What every declaration holds, read-only or not: its menu entry, list and record page. */
interface DeclarationBase {
  name: string;
  /** The extension icon when absent. */
  icon?: DeclaredIconName;
  label: Text;
  subtitle?: Text;
  /** `vela`: the VelaUX API under /api/v1; `simple-rest`: react-admin's simple REST convention. */
  provider: 'vela' | 'simple-rest';
  /** Path of the collection: under /api/v1 for `vela`, under /extensions for `simple-rest`. */
  path: string;
  /** Key of the array in a list answer (`vela` only); none when the server answers with a bare array. */
  listKey?: string;
  /** The field that names a record; `name` when absent. */
  idField?: string;
  permission: string;
  menu: DeclaredMenu;
  columns: DeclaredColumn[];
  filters?: DeclaredFilter[];
  perPage?: number;
}

/** A resource with a form, given as `form` (UI schema items) or as `formSchema`: New, Edit and Delete too. */
export interface EditableDeclaration extends DeclarationBase {
  form?: DeclaredField[];
  formSchema?: DeclaredFormSchema;
  texts: DeclaredTexts;
  wideForm?: boolean;
}

/** A resource without a form (a catalogue, an audit list): its menu entry, list and record page only. */
export interface ReadOnlyDeclaration extends DeclarationBase {
  form?: undefined;
  formSchema?: undefined;
  texts?: Pick<DeclaredTexts, 'empty'>;
  wideForm?: undefined;
}

/**
 * A resource the console builds from data alone (docs/declared-resources.md): its menu entry, list and
 * show, and with a form its create, edit and delete, each gated by the permission `<permission>:*` or
 * `<permission>:<id>`.
 */
export type ResourceDeclaration = EditableDeclaration | ReadOnlyDeclaration;

/** Whether the declaration gives a form, and so New, Edit and Delete. */
export const isEditable = (declaration: ResourceDeclaration): declaration is EditableDeclaration =>
  declaration.form !== undefined || declaration.formSchema !== undefined;
