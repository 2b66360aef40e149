import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderVelaForm } from './test/renderVelaForm';
import type { UIParam } from './types';
import { VelaForm } from './VelaForm';

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

const many = (count: number, required: number): UIParam[] =>
  Array.from({ length: count }, (_, index) => ({
    jsonKey: `f${index}`,
    uiType: 'Input',
    label: `Field ${index}`,
    validate: { required: index < required },
  }));

describe('VelaForm Advanced Parameters', () => {
  it('shows every field, and no switch, for 5 visible fields', () => {
    renderVelaForm(many(5, 1));
    expect(screen.getAllByRole('textbox')).toHaveLength(5);
    expect(screen.queryByRole('switch', { name: 'Advanced Parameters' })).not.toBeInTheDocument();
  });

  it('shows only required fields above 5 until the switch is on', async () => {
    renderVelaForm(many(7, 2));
    expect(screen.getAllByRole('textbox').map((input) => input.id)).toHaveLength(2);
    await userEvent.click(screen.getByRole('switch', { name: 'Advanced Parameters' }));
    expect(screen.getAllByRole('textbox')).toHaveLength(7);
  });

  it('unfolds when validation fails in a folded field', async () => {
    const params = many(7, 1);
    params[6] = { ...params[6], validate: { maxLength: 1 } };
    const { ref } = renderVelaForm(params, { value: { f0: 'x', f6: 'too long' } });
    expect(screen.queryByRole('textbox', { name: 'Field 6' })).not.toBeInTheDocument();
    act(() => {
      expect(ref.current!.validate()).toEqual({
        valid: false,
        errors: ['Field 6: Enter a maximum of 1 characters.'],
      });
    });
    expect(await screen.findByRole('textbox', { name: 'Field 6' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Advanced Parameters' })).toBeChecked();
  });
});

describe('VelaForm code mode', () => {
  const params: UIParam[] = [
    { jsonKey: 'image', uiType: 'ImageInput', label: 'Image' },
    { jsonKey: 'cpu', uiType: 'CPUNumber', label: 'CPU', validate: { defaultValue: '0.5' } },
  ];

  it('shows the cleaned value as YAML and keeps both modes in sync', async () => {
    const { emitted } = renderVelaForm(params, { value: { image: 'nginx' } });
    await userEvent.click(screen.getByRole('button', { name: 'YAML' }));
    const editor = screen.getByRole('textbox', { name: 'YAML' });
    expect(editor).toHaveValue("image: nginx\ncpu: '0.5'\n");
    fireEvent.change(editor, { target: { value: 'image: redis\ncpu: 1\n' } });
    expect(emitted()).toEqual({ image: 'redis', cpu: '1' });
    await userEvent.click(screen.getByRole('button', { name: 'Form' }));
    expect(screen.getByRole('textbox', { name: 'Image' })).toHaveValue('redis');
    expect(screen.getByRole('textbox', { name: 'CPU' })).toHaveValue('1');
  });

  it('reports YAML that does not parse, keeps the text, and fails validation', async () => {
    const { emitted, ref } = renderVelaForm(params, { value: { image: 'nginx', cpu: '0.5' } });
    await userEvent.click(screen.getByRole('button', { name: 'YAML' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'YAML' }), { target: { value: 'image: [nginx' } });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please input a valid yaml config: unexpected end/);
    expect(screen.getByRole('textbox', { name: 'YAML' })).toHaveValue('image: [nginx');
    expect(emitted()).toBeUndefined();
    act(() => {
      expect(ref.current!.validate().valid).toBe(false);
    });
  });

  it('falls back to the code editor without a UI schema', () => {
    const { emitted } = renderVelaForm(undefined, { value: { anything: 1 } });
    expect(screen.getByText('There is no ui schema definition')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Form' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'YAML' }), { target: { value: 'anything: 2\n' } });
    expect(emitted()).toEqual({ anything: 2 });
  });
});

describe('VelaForm values', () => {
  const params: UIParam[] = [
    { jsonKey: 'name', uiType: 'Input', label: 'Name' },
    { jsonKey: 'replicas', uiType: 'Number', label: 'Replicas', validate: { defaultValue: 1 } },
  ];

  it('keeps keys the UI schema does not describe', async () => {
    const { emitted } = renderVelaForm(params, { value: { name: 'a', replicas: 2, port: 80 } });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'b');
    expect(emitted()).toEqual({ name: 'ab', replicas: 2, port: 80 });
  });

  it('starts again when its owner passes a different value', () => {
    const { rerender, onChange } = renderVelaForm(params, { value: { name: 'a', replicas: 2 } });
    rerender(<VelaForm uiSchema={params} value={{ name: 'other' }} onChange={onChange} />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('other');
    expect(onChange).toHaveBeenLastCalledWith({ name: 'other', replicas: 1 });
  });

  it('goes back to the starting values when its owner resets them after edits', async () => {
    const { rerender, onChange } = renderVelaForm(params, { value: { name: 'a', replicas: 2 } });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'b');
    expect(onChange).toHaveBeenLastCalledWith({ name: 'ab', replicas: 2 });
    rerender(<VelaForm uiSchema={params} value={{ name: 'ab', replicas: 2 }} onChange={onChange} />);
    rerender(<VelaForm uiSchema={params} value={{ name: 'a', replicas: 2 }} onChange={onChange} />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('a');
  });

  it('keeps what was typed when validation starts', async () => {
    const { ref, emitted } = renderVelaForm([{ ...params[0], validate: { required: true } }, params[1]]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'web');
    act(() => {
      expect(ref.current!.validate().valid).toBe(true);
    });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('web');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '1');
    expect(emitted()).toEqual({ name: 'web1', replicas: 1 });
  });

  it('fills the default of a field shown again after it was cleared', async () => {
    const { emitted } = renderVelaForm([
      { jsonKey: 'expose', uiType: 'Switch', label: 'Expose', validate: { defaultValue: true } },
      {
        jsonKey: 'host',
        uiType: 'Input',
        label: 'Host',
        validate: { defaultValue: 'web' },
        conditions: [{ jsonKey: 'expose', op: '==', value: true }],
      },
    ]);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Host' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Expose' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Expose' }));
    expect(screen.getByRole('textbox', { name: 'Host' })).toHaveValue('web');
    expect(emitted()).toEqual({ expose: true, host: 'web' });
  });

  it('speaks Chinese', () => {
    const { ref } = renderVelaForm([{ ...params[0], validate: { required: true } }], { locale: 'zh' });
    act(() => {
      expect(ref.current!.validate().errors).toEqual(['Name: 此项为必填项。']);
    });
    expect(screen.getByRole('button', { name: '表单' })).toBeInTheDocument();
  });

  it('lists the problems of the UI schema when asked', () => {
    renderVelaForm([{ jsonKey: 'x', uiType: 'Fancy' }, ...params], { showProblems: true });
    expect(screen.getByRole('alert')).toHaveTextContent('ui schema validate failure');
    expect(screen.getByRole('alert')).toHaveTextContent('x: unknown uiType "Fancy"; not drawn');
  });

  it('disables every field when disabled', () => {
    renderVelaForm(params, { disabled: true });
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  });
});

describe('VelaForm with owners that pass fresh objects', () => {
  it('does not loop or restart when the UI schema and value are equal but new each render', async () => {
    const params: UIParam[] = [{ jsonKey: 'name', uiType: 'Input', label: 'Name' }];
    const { rerender, onChange } = renderVelaForm([...params], { value: { name: 'a' } });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'b');
    rerender(<VelaForm uiSchema={[...params]} value={{ name: 'ab' }} onChange={onChange} />);
    rerender(<VelaForm uiSchema={[...params]} value={{ name: 'ab' }} onChange={onChange} />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('ab');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
