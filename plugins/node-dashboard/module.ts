/**
 * The sandbox's node dashboard, in VelaUX's plugin format (docs/plugins.md): the build makes it an
 * AMD module that both the console and VelaUX's own UI load.
 */
import { AppPagePlugin } from '@velaux/data';
import { App } from './App';

export const plugin = new AppPagePlugin().setRootPage(App);
