import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Form } from './components/Form';
import { Input } from './components/Input';
import { Message } from './components/Message';
import { Select } from './components/Select';
import { Table } from './components/Table';
import { connectPluginHost } from './host';
import { getLanguage, locale, showAlias } from './locale';

const nodes = [
  { metadata: { name: 'node-1' }, status: { ready: 'True', note: '<img src=x onerror=alert(1)>' } },
  { metadata: { name: 'node-2' }, status: { ready: 'False', note: { nested: 1 } } },
];

describe("@velaux/ui's components and helpers", () => {
  afterEach(() => connectPluginHost({ language: 'en', notify: () => undefined }));

  it('draws a Table from its Column children: dotted paths, cells, and server data as text', () => {
    render(
      <Table dataSource={nodes} primaryKey="metadata.name" aria-label="Nodes">
        <Table.Column title="Name" dataIndex="metadata.name" />
        <Table.Column
          title="Ready"
          dataIndex="status.ready"
          cell={(ready) => (ready === 'True' ? 'yes' : 'no')}
        />
        <Table.Column title="Note" dataIndex="status.note" />
      </Table>,
    );
    const rows = within(screen.getByRole('table', { name: 'Nodes' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'NameReadyNote',
      'node-1yes<img src=x onerror=alert(1)>',
      'node-2no{"nested":1}',
    ]);
    expect(document.querySelector('img')).toBeNull();
  });

  it("says an empty Table is empty in the console's language", () => {
    connectPluginHost({ language: 'zh', notify: () => undefined });
    render(
      <Table dataSource={[]} locale={locale().Table}>
        <Table.Column title="Name" dataIndex="name" />
      </Table>,
    );
    expect(screen.getByText('没有数据')).toBeInTheDocument();
    expect(getLanguage()).toBe('zh');
  });

  it("hands a Select's onChange the chosen option's own value, and names the field by its Form.Item", async () => {
    const onChange = vi.fn();
    render(
      <Form>
        <Form.Item label="Replicas">
          <Select
            dataSource={[{ label: 'One', value: 1 }, { label: 'Two', value: 2 }, 'three']}
            onChange={onChange}
          />
        </Form.Item>
        <Form.Item label="Greeting">
          <Input onChange={onChange} />
        </Form.Item>
      </Form>,
    );
    await userEvent.selectOptions(screen.getByLabelText('Replicas'), 'Two');
    expect(onChange).toHaveBeenLastCalledWith(2, 'change', { label: 'Two', value: 2 });
    await userEvent.type(screen.getByLabelText('Greeting'), 'H');
    expect(onChange).toHaveBeenLastCalledWith('H', expect.anything());
  });

  it("shows a Message among the console's notices, as text", () => {
    const notify = vi.fn();
    connectPluginHost({ language: 'en', notify });
    Message.success('Saved');
    Message.error({ title: 'Failed', content: 'the node is gone' });
    expect(notify.mock.calls).toEqual([
      ['Saved', 'success'],
      ['Failed: the node is gone', 'error'],
    ]);
  });

  it('names things with their alias as VelaUX does', () => {
    expect(showAlias({ name: 'local', alias: 'Local Cluster' })).toBe('local(Local Cluster)');
    expect(showAlias('local')).toBe('local');
    expect(showAlias('local', 'Local')).toBe('local(Local)');
  });
});
