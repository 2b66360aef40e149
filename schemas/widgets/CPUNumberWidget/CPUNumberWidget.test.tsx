import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderVelaForm } from '../../test/renderVelaForm';

const cpu = { jsonKey: 'cpu', uiType: 'CPUNumber', label: 'CPU' };

describe('CPUNumberWidget', () => {
  it('emits a string of cores', async () => {
    const { emitted } = renderVelaForm([cpu]);
    const input = screen.getByRole('textbox', { name: 'CPU' });
    await userEvent.type(input, '0.5');
    expect(emitted()).toEqual({ cpu: '0.5' });
    expect(screen.getByText('Core')).toBeInTheDocument();
  });

  it('shows stored millicores and numbers in cores', () => {
    renderVelaForm([cpu], { value: { cpu: '250m' } });
    expect(screen.getByRole('textbox', { name: 'CPU' })).toHaveValue('0.25');
  });

  it('refuses a negative amount with the cpu message', async () => {
    const { ref } = renderVelaForm([cpu]);
    await userEvent.type(screen.getByRole('textbox', { name: 'CPU' }), '-1');
    act(() => {
      expect(ref.current!.validate().errors).toEqual(['CPU: Please enter a valid cpu request number']);
    });
    expect(await screen.findByText('Please enter a valid cpu request number')).toBeInTheDocument();
  });
});
