import { createElement } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { Navigate } from 'react-router-dom';

/** A custom route: where it lives and what it renders. Resource folders export lists of them. */
export interface PageRoute {
  path: string;
  element: ReactElement;
}

export const page = (path: string, component: ComponentType): PageRoute => ({
  path,
  element: createElement(component),
});

/** `to` may be relative (`summary`), resolved against the matched path, which keeps its parameters. */
export const redirect = (path: string, to: string): PageRoute => ({
  path,
  element: createElement(Navigate, { to, replace: true }),
});
