import { appResource } from './application';
import { ERROR_SHOWN_BY_PAGE, useUrlDrawer } from '@src/common/kit';
import { useCanAccess, useGetList, type RaRecord } from 'react-admin';
import { useApplication } from './useApplication';

const WHOLE_LIST = { page: 1, perPage: Number.MAX_SAFE_INTEGER };

/**
 * One kind of the application's parts for a PartColumn: the whole list, and Add (opening `#{drawer}`) only
 * for those who may create `{kind}:*` on a writable application.
 */
export function useAppParts<T extends RaRecord>(resource: string, kind: string, drawer: string) {
  const { app, project, readOnly } = useApplication();
  const { open } = useUrlDrawer();
  const list = useGetList<T>(
    resource,
    { meta: { app: app.name, ...ERROR_SHOWN_BY_PAGE }, pagination: WHOLE_LIST },
    { retry: false },
  );
  const { canAccess: mayCreate } = useCanAccess({
    action: 'create',
    resource: appResource(project, app.name, `${kind}:*`),
  });
  return { list, onAdd: mayCreate && !readOnly ? () => open(drawer) : undefined };
}
