import { Navigate } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';

/** The admin's catch-all: any unknown path lands on the 404 route. */
export const ToNotFound = () => <Navigate to={NotFoundPage.path} replace />;
