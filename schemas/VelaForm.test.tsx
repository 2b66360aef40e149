import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UIParam } from './types';
import { renderVelaForm } from './test/renderVelaForm';

const addon: UIParam[] = [
  {
    jsonKey: 'dbType',
    uiType: 'Select',
    label: 'DBType',
    sort: 1,
    validate: {
      required: true,
      defaultValue: 'kubeapi',
      options: [
        { label: 'MongoDB', value: 'mongodb' },
        { label: 'KubeAPI', value: 'kubeapi' },
      ],
    },
  },
  {
    jsonKey: 'dbURL',
    uiType: 'Input',
    label: 'DatabaseURL',
    sort: 3,
    conditions: [{ jsonKey: 'dbType', op: '==', value: 'mongodb' }],
    validate: { required: true },
  },
];

describe('VelaForm', () => {
  it('emits the defaults on start', async () => {
    const { emitted } = renderVelaForm(addon);
    await waitFor(() => expect(emitted()).toEqual({ dbType: 'kubeapi' }));
    expect(screen.queryByLabelText(/DatabaseURL/)).not.toBeInTheDocument();
  });

  it('shows a field when its condition matches and leaves it out of the output when hidden again', async () => {
    const user = userEvent.setup();
    const { emitted } = renderVelaForm(addon);
    await user.click(screen.getByLabelText(/DBType/));
    await user.click(await screen.findByRole('option', { name: 'MongoDB' }));
    const url = await screen.findByLabelText(/DatabaseURL/);
    await user.type(url, 'mongodb://db');
    expect(emitted()).toEqual({ dbType: 'mongodb', dbURL: 'mongodb://db' });
    await user.click(screen.getByLabelText(/DBType/));
    await user.click(await screen.findByRole('option', { name: 'KubeAPI' }));
    expect(emitted()).toEqual({ dbType: 'kubeapi' });
    fireEvent.blur(screen.getByLabelText(/DBType/));
  });
});
