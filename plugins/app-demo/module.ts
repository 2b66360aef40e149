/**
 * The sandbox's demo app page, in VelaUX's plugin format (docs/plugins.md): the build makes it an
 * AMD module that both the console and VelaUX's own UI load.
 */
import { AppPagePlugin } from '@velaux/data';
import { App } from './App';
import { demoHistory } from './demoHistory';
import { demoNotes } from './demoNotes';
import { Settings } from './Settings';

export const plugin = new AppPagePlugin().setRootPage(App).addConfigPage({
  id: 'settings',
  title: 'Settings',
  body: Settings,
});
plugin.resources = [demoNotes, demoHistory];
