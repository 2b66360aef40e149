import type { ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { UrlFormDrawer } from './UrlFormDrawer';
import { useUrlDrawer } from './useUrlDrawer';

export interface CreateEditDrawersProps {
  /**
   * Where new ones are created (`appPolicies`); its catalog (`resources.appPolicies`) has `title.create`,
   * `action.create`, `notification.created` and `title.edit` (with `%{name}`).
   */
  resource: string;
  /** Names the drawers in the address: `Policy` gives `#addPolicy` and `#editPolicy/{name}`. */
  part: string;
  /** What the data provider needs besides the values (`{ app }`). */
  meta: Record<string, unknown>;
  newValues: Record<string, unknown>;
  /** The body of a create, from the form's values (as they are by default). */
  toData?: (values: FieldValues) => FieldValues;
  /** The inputs of a new one. */
  children: ReactNode;
  /** The edit form of the named one, which loads it first. */
  edit: (name: string) => ReactNode;
}

/** The Add and Edit drawers (800 wide) of a part of an application that is addressed by its name. */
export const CreateEditDrawers = ({
  resource,
  part,
  meta,
  newValues,
  toData = (values) => values,
  children,
  edit,
}: CreateEditDrawersProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { drawer, id } = useUrlDrawer();
  const messages = `resources.${resource}`;
  const editing = drawer === `edit${part}` ? id : undefined;
  return (
    <>
      <UrlFormDrawer
        open={drawer === `add${part}`}
        title={`${messages}.title.create`}
        defaultValues={newValues}
        successMessage={`${messages}.notification.created`}
        submitLabel={`${messages}.action.create`}
        onSubmit={(values, shownByPage) =>
          dataProvider.create(resource, { data: toData(values), meta: { ...meta, ...shownByPage } })
        }
      >
        {children}
      </UrlFormDrawer>
      <UrlFormDrawer
        open={editing !== undefined}
        title={translate(`${messages}.title.edit`, { name: editing ?? '' })}
      >
        {editing ? edit(editing) : null}
      </UrlFormDrawer>
    </>
  );
};
