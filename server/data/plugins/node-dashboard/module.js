// The node dashboard plugin of the sandbox: an app page that names what it would show. Shared
// libraries come from the console (docs/plugins.md).
import { createElement as h } from '/plugin-shared/react.js';

const words = {
  en: { title: 'Nodes', intro: 'The nodes of the clusters, read through the plugin proxy.' },
  zh: { title: '节点', intro: '集群的节点，通过插件代理读取。' },
};

function Root({ locale }) {
  const t = words[locale] ?? words.en;
  return h('section', null, h('h2', null, t.title), h('p', null, t.intro));
}

export const plugin = { root: Root };
