import { Route } from 'react-router-dom';
import type { PageRoute } from './pageRoute';

export const toRoute = ({ path, element }: PageRoute) => <Route key={path} path={path} element={element} />;
