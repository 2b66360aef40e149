import { screen } from '@testing-library/react';
import { renderVelaForm } from '../../test/renderVelaForm';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const name = { jsonKey: 'name', uiType: 'Input', label: 'Name' };

/** Types as a browser does, outside act(): React then leaves the form's transition pending, as in a real page. */
async function typeUnflushed(input: HTMLInputElement, text: string) {
  input.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  // The typed value is drawn in a microtask; the form's transition waits for a later task.
  await Promise.resolve();
}

describe('TextInput', () => {
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('shows what was typed before the form takes it, and hands it over on leaving the field', async () => {
    const { emitted } = renderVelaForm([name]);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    await typeUnflushed(input, 'web');
    expect(input).toHaveValue('web');
    expect(emitted()).toBeUndefined();
    input.blur();
    expect(emitted()).toEqual({ name: 'web' });
  });

  it('hands what was typed over on Enter, so a form submitted by the key saves it', async () => {
    const { emitted } = renderVelaForm([name]);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    await typeUnflushed(input, 'api');
    expect(emitted()).toBeUndefined();
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(emitted()).toEqual({ name: 'api' });
  });
});
