import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderVelaForm } from '../../test/renderVelaForm';

describe('PasswordWidget', () => {
  it('masks the input and emits the text', async () => {
    const { emitted } = renderVelaForm([{ jsonKey: 'password', uiType: 'Password', label: 'Password' }]);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 's3cret');
    expect(emitted()).toEqual({ password: 's3cret' });
  });
});
