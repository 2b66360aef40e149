/** @jsxRuntime classic */
import type { AppRootProps } from '@velaux/data';
import { getBackendSrv, getLanguage, ListTitle, locale, Table } from '@velaux/ui';
import * as React from 'react';

interface Condition {
  type: string;
  status: string;
}

interface Node {
  metadata: { name: string };
  status?: { conditions?: Condition[] };
}

interface State {
  nodes?: Node[];
}

const words = {
  en: {
    title: 'Nodes',
    intro: 'The nodes of the clusters, read through the plugin proxy.',
    name: 'Name',
    ready: 'Ready',
  },
  zh: { title: '节点', intro: '集群的节点，通过插件代理读取。', name: '名称', ready: '就绪' },
};

/** The nodes of every cluster, read through the plugin's proxy route. */
export class App extends React.PureComponent<AppRootProps, State> {
  override state: State = {};

  override componentDidMount() {
    getBackendSrv()
      .get<{ items?: Node[] }>('/proxy/plugins/node-dashboard/api/v1/nodes')
      .then((answer) => this.setState({ nodes: answer?.items ?? [] }));
  }

  override render() {
    const t = getLanguage() === 'zh' ? words.zh : words.en;
    return (
      <div>
        <ListTitle title={t.title} subTitle={t.intro} />
        <Table
          dataSource={this.state.nodes}
          loading={!this.state.nodes}
          locale={locale().Table}
          aria-label={t.title}
        >
          <Table.Column title={t.name} dataIndex="metadata.name" />
          <Table.Column
            title={t.ready}
            dataIndex="status.conditions"
            cell={(conditions: unknown) =>
              (conditions as Condition[] | undefined)?.find(({ type }) => type === 'Ready')?.status ?? ''
            }
          />
        </Table>
      </div>
    );
  }
}
