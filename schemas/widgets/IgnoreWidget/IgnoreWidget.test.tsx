import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderVelaForm } from '../../test/renderVelaForm';

describe('IgnoreField', () => {
  it('draws the sub-parameters in place and nests their values under its key', async () => {
    const { emitted, ref } = renderVelaForm([
      {
        jsonKey: 'url',
        uiType: 'Ignore',
        label: 'URL',
        subParameters: [{ jsonKey: 'value', uiType: 'Input', label: 'URL', validate: { required: true } }],
      },
    ]);
    expect(screen.getAllByText('URL')).toHaveLength(1);
    expect(ref.current!.validate().errors).toEqual(['URL: This field is required.']);
    await userEvent.type(screen.getByRole('textbox', { name: 'URL' }), 'https://hooks.example.com');
    expect(emitted()).toEqual({ url: { value: 'https://hooks.example.com' } });
  });
});
