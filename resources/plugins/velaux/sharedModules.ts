/**
 * The eight modules VelaUX provides to plugins, by the names plugins import them with. Each is loaded
 * when a plugin first asks for it: a plugin that only draws with React loads nothing more.
 */
import * as React from 'react';
import * as ReactDOM from 'react-dom';

export const sharedModules: Record<string, () => Promise<unknown>> = {
  react: () => Promise.resolve(React),
  'react-dom': () => Promise.resolve(ReactDOM),
  redux: () => import('redux'),
  'dva/router': () => import('react-router-dom'),
  lodash: () => import('lodash').then((module) => module.default),
  moment: () => import('moment').then((module) => module.default),
  '@velaux/data': () => import('./data'),
  '@velaux/ui': () => import('./ui'),
};
