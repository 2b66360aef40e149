import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderVelaForm } from '../../test/renderVelaForm';

describe('DiskNumberWidget', () => {
  it('emits e.g. "10Gi" and refuses negative sizes with the disk message', async () => {
    const { emitted, ref } = renderVelaForm([{ jsonKey: 'size', uiType: 'DiskNumber', label: 'Size' }]);
    const input = screen.getByRole('textbox', { name: 'Size' });
    await userEvent.type(input, '10');
    expect(emitted()).toEqual({ size: '10Gi' });
    await userEvent.clear(input);
    await userEvent.type(input, '-3');
    act(() => {
      ref.current!.validate();
    });
    expect(await screen.findByText('Please enter a valid disk size')).toBeInTheDocument();
  });
});
