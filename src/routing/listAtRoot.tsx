import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { ToNotFound } from '../pages/NotFound/ToNotFound';

/**
 * react-admin draws a resource's list for every path below it (`/users/create`, `/envs/default`).
 * The list returned here answers its own path only; a path below it that no view of the resource
 * claims (its `children` routes outrank the list) goes to the 404 page.
 */
export function listAtRoot(List: ComponentType): ComponentType {
  const ListAtRoot = () => (useParams()['*'] ? <ToNotFound /> : <List />);
  return ListAtRoot;
}
