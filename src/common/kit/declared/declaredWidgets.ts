import { createElement, type ComponentType, type ReactElement } from 'react';
import type { Validator } from 'react-admin';
import type { DeclaredField } from '@dataProvider/declared/declaration';

/** What a registered input receives: its field, and its words and rules in the user's language. */
export interface DeclaredWidgetProps {
  field: DeclaredField;
  label: string;
  validate: Validator[];
  disabled: boolean;
  helperText?: string;
}

const widgets = new Map<string, ComponentType<DeclaredWidgetProps>>();

/** Makes a custom input known by the name a declaration's `widget` gives; the first to take a name keeps it. */
export function registerDeclaredWidget(name: string, widget: ComponentType<DeclaredWidgetProps>): void {
  if (!widgets.has(name)) widgets.set(name, widget);
}

/** Whether a field names a registered input: a declaration naming an unknown one gets the built input. */
export const hasDeclaredWidget = (name: string | undefined): boolean =>
  name !== undefined && widgets.has(name);

/** The input registered under the field's `widget`, drawn with the field's words and rules. */
export function declaredWidget(props: DeclaredWidgetProps): ReactElement | null {
  const widget = props.field.widget === undefined ? undefined : widgets.get(props.field.widget);
  return widget ? createElement(widget, props) : null;
}
