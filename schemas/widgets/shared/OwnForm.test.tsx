import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { PlainCodeEditor } from '../../code/PlainCodeEditor';
import type { UIParam } from '../../types';
import { VelaForm } from '../../VelaForm';

const fields: UIParam[] = [
  { jsonKey: 'name', uiType: 'Input', label: 'Name' },
  { jsonKey: 'port', uiType: 'Number', label: 'Port' },
];

/** VelaForm inside a page's form, as the console's create and edit screens hold it. */
function renderInPageForm({ saveDisabled = false } = {}) {
  const saved = vi.fn<(values: FormData) => void>();
  const onChange = vi.fn();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    saved(new FormData(event.currentTarget));
  };
  render(
    <form aria-label="Page" onSubmit={submit}>
      <input name="title" aria-label="Title" defaultValue="t" />
      <VelaForm uiSchema={fields} codeEditor={PlainCodeEditor} onChange={onChange} />
      <button type="submit" disabled={saveDisabled}>
        Save
      </button>
    </form>,
  );
  return { saved, emitted: () => onChange.mock.lastCall?.[0] };
}

/** Enter as the browser delivers it: happy-dom would submit the page form itself, ignoring the `form` attribute. */
async function pressEnter(input: HTMLElement) {
  input.focus();
  await act(async () => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
}

describe('text inputs of a schema form inside a page form', () => {
  it('each belong to a form of their own that cannot be sent, away from the fields Chromium reads per keystroke', () => {
    renderInPageForm();
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    const port = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Port' });
    const own = document.getElementById(name.getAttribute('form') ?? '');
    expect(own).toBeInstanceOf(HTMLFormElement);
    expect(port.getAttribute('form')).not.toBe(name.getAttribute('form'));
    expect(within(own!).getByRole('button', { hidden: true })).toBeDisabled();
  });

  it('submit the page form on Enter, with the value just typed', async () => {
    const { saved, emitted } = renderInPageForm();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'web');
    await pressEnter(name);
    expect(saved).toHaveBeenCalledTimes(1);
    expect(saved.mock.lastCall?.[0].get('title')).toBe('t');
    expect(emitted()).toEqual({ name: 'web' });
  });

  it('leave the page form unsent on Enter while its default button is disabled', async () => {
    const { saved } = renderInPageForm({ saveDisabled: true });
    const port = screen.getByRole('spinbutton', { name: 'Port' });
    await userEvent.type(port, '80');
    await pressEnter(port);
    expect(saved).not.toHaveBeenCalled();
  });
});
