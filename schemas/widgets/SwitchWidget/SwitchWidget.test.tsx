import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderVelaForm } from '../../test/renderVelaForm';

describe('SwitchWidget', () => {
  it('renders a labelled switch and emits booleans', async () => {
    const { emitted } = renderVelaForm([{ jsonKey: 'insecure', uiType: 'Switch', label: 'Insecure' }]);
    const toggle = screen.getByRole('switch', { name: 'Insecure' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(emitted()).toEqual({ insecure: true });
    await userEvent.click(toggle);
    expect(emitted()).toEqual({ insecure: false });
  });

  it('starts a required switch off and emits false, or starts from its default', async () => {
    const { emitted } = renderVelaForm([
      { jsonKey: 'parallel', uiType: 'Switch', validate: { required: true } },
      { jsonKey: 'auto', uiType: 'Switch', validate: { defaultValue: true } },
    ]);
    await waitFor(() => expect(emitted()).toEqual({ parallel: false, auto: true }));
    expect(screen.getByRole('switch', { name: 'Auto' })).toBeChecked();
  });
});
