import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderVelaForm } from '../../test/renderVelaForm';
import type { UIParam } from '../../types';

const probe: UIParam = {
  jsonKey: 'readinessProbe',
  uiType: 'Group',
  label: 'ReadinessProbe',
  description: 'When the container is ready',
  subParameters: [
    {
      jsonKey: 'initialDelaySeconds',
      uiType: 'Number',
      label: 'Delay',
      validate: { defaultValue: 5, required: true },
    },
    { jsonKey: 'path', uiType: 'Input', label: 'Path', validate: { required: true } },
  ],
};

describe('GroupField', () => {
  it('starts an optional group switched off and emits nothing for it', async () => {
    const { emitted } = renderVelaForm([probe, { jsonKey: 'x', uiType: 'Input' }]);
    expect(screen.getByRole('switch', { name: 'ReadinessProbe' })).not.toBeChecked();
    expect(screen.queryByRole('spinbutton', { name: 'Delay' })).not.toBeInTheDocument();
    expect(screen.getByText('When the container is ready')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'X' }), 'a');
    expect(emitted()).toEqual({ x: 'a' });
  });

  it('switched on, starts from its defaults and nests its values', async () => {
    const { emitted } = renderVelaForm([probe]);
    await userEvent.click(screen.getByRole('switch', { name: 'ReadinessProbe' }));
    expect(emitted()).toEqual({ readinessProbe: { initialDelaySeconds: 5 } });
    await userEvent.type(screen.getByRole('textbox', { name: 'Path' }), '/ready');
    expect(emitted()).toEqual({ readinessProbe: { initialDelaySeconds: 5, path: '/ready' } });
  });

  it('asks before switching off, and resets its content when confirmed', async () => {
    const { emitted } = renderVelaForm([probe], { value: { readinessProbe: { path: '/ready' } } });
    const toggle = screen.getByRole('switch', { name: 'ReadinessProbe' });
    await userEvent.click(toggle);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(
      'The configuration will be reset if the switch is turned off. Are you sure want to do this?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(emitted()).toEqual({}));
    expect(toggle).not.toBeChecked();
  });

  it('collapses, and then points at errors inside', async () => {
    const { ref } = renderVelaForm([probe], { value: { readinessProbe: { initialDelaySeconds: 5 } } });
    await userEvent.click(screen.getByRole('button', { name: 'ReadinessProbe' }));
    ref.current!.validate();
    expect(await screen.findByText('Please check ReadinessProbe config')).toBeInTheDocument();
  });

  it('has no switch when required', () => {
    renderVelaForm([{ ...probe, validate: { required: true } }]);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Delay' })).toHaveValue(5);
  });
});
