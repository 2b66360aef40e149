import { createContext, useContext, type ComponentType } from 'react';
import type { Validator } from 'react-admin';
import type { DeclaredField } from '@dataProvider/declared/declaration';

/** What a custom input receives: its field, and its words and rules in the user's language. */
export interface DeclaredWidgetProps {
  field: DeclaredField;
  label: string;
  validate: Validator[];
  disabled: boolean;
  helperText?: string;
}

/** Custom inputs by the name a declaration's field gives (`widget`). */
export type DeclaredWidgets = Readonly<Record<string, ComponentType<DeclaredWidgetProps>>>;

/** The custom inputs of the console's features (src/registry/widgets.ts), handed down by App.tsx. */
export const DeclaredWidgetsContext = createContext<DeclaredWidgets>({});

/** The input a field's `widget` names; none when it names no known one, and the field gets the built input. */
export function useDeclaredWidget(name: string | undefined): ComponentType<DeclaredWidgetProps> | undefined {
  const widgets = useContext(DeclaredWidgetsContext);
  return name !== undefined && Object.hasOwn(widgets, name) ? widgets[name] : undefined;
}
