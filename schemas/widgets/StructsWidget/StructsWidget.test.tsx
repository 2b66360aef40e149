import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderVelaForm } from '../../test/renderVelaForm';
import type { UIParam } from '../../types';

const ports: UIParam = {
  jsonKey: 'ports',
  uiType: 'Structs',
  label: 'Service Ports',
  subParameters: [
    { jsonKey: 'port', uiType: 'Number', label: 'Port', sort: 1, validate: { required: true, min: 1 } },
    { jsonKey: 'protocol', uiType: 'Input', label: 'Protocol', sort: 3, validate: { defaultValue: 'TCP' } },
  ],
};

const env: UIParam = {
  jsonKey: 'env',
  uiType: 'Structs',
  label: 'ENV',
  subParameterGroupOption: [
    { label: 'Add By Value', keys: ['name', 'value'] },
    { label: 'Add By Secret', keys: ['name', 'valueFrom'] },
  ],
  subParameters: [
    { jsonKey: 'name', uiType: 'Input', label: 'Name', validate: { required: true } },
    { jsonKey: 'value', uiType: 'Input', label: 'Value' },
    {
      jsonKey: 'valueFrom',
      uiType: 'Ignore',
      subParameters: [
        {
          jsonKey: 'secretKeyRef',
          uiType: 'Ignore',
          subParameters: [{ jsonKey: 'name', uiType: 'SecretSelect', label: 'Secret Name' }],
        },
      ],
    },
  ],
};

describe('StructsField', () => {
  it('adds rows that start from the item defaults, and emits an array of objects', async () => {
    const { emitted } = renderVelaForm([ports]);
    await userEvent.click(screen.getByRole('button', { name: 'Add Service Ports' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Port' }), '8080');
    expect(emitted()).toEqual({ ports: [{ port: 8080, protocol: 'TCP' }] });
  });

  it('removes rows and drops the empty list', async () => {
    const { emitted } = renderVelaForm([ports], { value: { ports: [{ port: 80, protocol: 'TCP' }] } });
    await userEvent.click(screen.getByRole('button', { name: 'Remove 1' }));
    expect(emitted()).toEqual({});
  });

  it('adds rows through the preset key groups and shows only their keys', async () => {
    const { emitted } = renderVelaForm([env]);
    expect(screen.queryByRole('button', { name: 'Add ENV' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add By Value' }));
    expect(screen.getByRole('textbox', { name: 'Value' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Secret Name' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'MODE');
    await userEvent.click(screen.getByRole('button', { name: 'Add By Secret' }));
    expect(screen.getAllByRole('textbox', { name: 'Value' })).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Secret Name' })).toBeInTheDocument();
    // The secret row holds an empty valueFrom until its secret is named; empty inline objects are not sent.
    expect(emitted()).toEqual({ env: [{ name: 'MODE' }, {}] });
    await userEvent.type(screen.getByRole('combobox', { name: 'Secret Name' }), 'db');
    await userEvent.tab();
    expect(emitted()).toEqual({ env: [{ name: 'MODE' }, { valueFrom: { secretKeyRef: { name: 'db' } } }] });
  });

  it('reports errors inside rows', async () => {
    const { ref } = renderVelaForm([ports], { value: { ports: [{ port: 0 }] } });
    expect(ref.current!.validate().errors).toEqual(['Port: Enter a number greater than 1']);
    expect(await screen.findByText('Enter a number greater than 1')).toBeInTheDocument();
  });
});
