import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderVelaForm } from '../../test/renderVelaForm';

const memory = {
  jsonKey: 'memory',
  uiType: 'MemoryNumber',
  label: 'Memory',
  validate: { defaultValue: '1024Mi' },
};

describe('MemoryNumberWidget', () => {
  it('shows the amount in Mi and emits e.g. "1024Mi"', async () => {
    const { emitted } = renderVelaForm([memory]);
    const input = screen.getByRole('textbox', { name: 'Memory' });
    expect(input).toHaveValue('1024');
    await userEvent.clear(input);
    await userEvent.type(input, '512');
    expect(emitted()).toEqual({ memory: '512Mi' });
  });

  it('reads other units in Mi', () => {
    renderVelaForm([memory], { value: { memory: '1Gi' } });
    expect(screen.getByRole('textbox', { name: 'Memory' })).toHaveValue('1024');
  });

  it('refuses text with the memory message', async () => {
    const { ref } = renderVelaForm([memory]);
    const input = screen.getByRole('textbox', { name: 'Memory' });
    await userEvent.clear(input);
    await userEvent.type(input, 'lots');
    act(() => {
      ref.current!.validate();
    });
    expect(await screen.findByText('Please enter a valid memory request number')).toBeInTheDocument();
  });
});
