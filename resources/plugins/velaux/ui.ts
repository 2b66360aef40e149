/**
 * `@velaux/ui` as the console provides it to plugins (docs/plugins.md): VelaUX's request service and
 * language helpers, and the Fusion components VelaUX's plugins use, drawn with the console's own.
 */
import { http } from '@src/authInstance';
import { createBackendSrv } from './backendSrv';

export { getLanguage, locale, showAlias } from './locale';
export { Button } from './components/Button';
export { Card } from './components/Card';
export { Form } from './components/Form';
export { Grid } from './components/Grid';
export { Input } from './components/Input';
export { ListTitle } from './components/ListTitle';
export { Loading } from './components/Loading';
export { Message } from './components/Message';
export { Select } from './components/Select';
export { Table } from './components/Table';

const backendSrv = createBackendSrv(http);

export const getBackendSrv = () => backendSrv;
