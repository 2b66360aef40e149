import { screen } from '@testing-library/react';
import { renderVelaForm } from '../test/renderVelaForm';

describe('templates', () => {
  it('lays fields on a 24-column grid after their colSpan', () => {
    renderVelaForm([
      { jsonKey: 'memory', uiType: 'MemoryNumber', label: 'Memory', style: { colSpan: 12 } },
      { jsonKey: 'cpu', uiType: 'CPUNumber', label: 'CPU', style: { colSpan: 12 } },
      { jsonKey: 'image', uiType: 'ImageInput', label: 'Image' },
    ]);
    const cell = (name: string) => screen.getByRole('textbox', { name }).closest('.MuiGrid-root');
    expect(cell('Memory')?.className).toMatch(/grid-md-12/);
    expect(cell('CPU')?.className).toMatch(/grid-md-12/);
    expect(cell('Image')?.className).toMatch(/grid-md-24/);
    expect(cell('Image')?.className).toMatch(/grid-xs-24/);
  });

  it('shows descriptions under the fields and errors in their place', () => {
    const { ref } = renderVelaForm([
      {
        jsonKey: 'name',
        uiType: 'Input',
        label: 'Name',
        description: 'The name',
        validate: { required: true },
      },
    ]);
    expect(screen.getByText('The name')).toBeInTheDocument();
    ref.current!.validate();
    return screen.findByText('This field is required.');
  });

  it('describes fields that draw themselves, once', () => {
    renderVelaForm([
      { jsonKey: 'labels', uiType: 'KV', description: 'Labels of the workload' },
      {
        jsonKey: 'probe',
        uiType: 'Group',
        description: 'Probe settings',
        validate: { required: true },
        subParameters: [{ jsonKey: 'path', uiType: 'Input' }],
      },
    ]);
    expect(screen.getAllByText('Labels of the workload')).toHaveLength(1);
    expect(screen.getAllByText('Probe settings')).toHaveLength(1);
  });

  it('titles a list and numbers the remove buttons of its rows', () => {
    renderVelaForm(
      [
        {
          jsonKey: 'ports',
          uiType: 'Structs',
          label: 'Ports',
          subParameters: [{ jsonKey: 'port', uiType: 'Number' }],
        },
      ],
      { value: { ports: [{ port: 80 }, { port: 443 }] } },
    );
    expect(screen.getByText('Ports')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove 2' })).toBeInTheDocument();
  });
});
