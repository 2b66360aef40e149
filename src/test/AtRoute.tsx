import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';

/** `children` as the page of the route pattern `route` (so it reads its params), or as it is without one. */
export const AtRoute = ({ route, children }: { route?: string; children: ReactNode }) =>
  route ? (
    <Routes>
      <Route path={route} element={children} />
    </Routes>
  ) : (
    children
  );
