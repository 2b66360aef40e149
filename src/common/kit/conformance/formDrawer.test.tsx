/**
 * The form drawer's promises, checked once over every create and edit drawer of src/test/conformanceDrawers.ts:
 * a refusal of the server (the contract's { BusinessCode, Message }) shows `Message(BusinessCode)` and
 * keeps every typed value, and closing with unsaved input asks first.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { businessError } from '@dataProvider/apiError';
import { signIn } from '@src/test/fakeAuthProvider';
import { delayed } from '@src/test/latency';
import { drawerCases } from '@src/test/conformanceDrawers';
import type { DrawerCase } from '@src/test/conformanceDrawers';
import { drawScreen, listScreens, words } from '@src/test/conformanceScreens';

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

async function openDrawer(drawerCase: DrawerCase) {
  const row = listScreens.find((screenRow) => screenRow.resource === drawerCase.resource);
  if (!row) throw new Error(`no list screen of ${drawerCase.resource}`);
  const hash = drawerCase.drawer === 'create' ? '#create' : '#edit/row-00';
  const drawn = drawScreen(row, ['row-00'], hash);
  const form = within(await screen.findByRole('dialog', { name: words(drawerCase.titleKey) }));
  const typed: [HTMLElement, string][] = [];
  for (const { labelKey, value } of drawerCase.fields) {
    const input = await form.findByLabelText(exactly(words(labelKey)));
    await waitFor(() => expect(input).toBeEnabled());
    await drawn.user.clear(input);
    await drawn.user.type(input, value);
    typed.push([input, value]);
  }
  return { ...drawn, form, typed };
}

beforeEach(signIn);

describe.each(drawerCases)('the $drawer drawer of $resource', (drawerCase) => {
  it('shows a refusal as Message(BusinessCode) by its button and keeps every typed value', async () => {
    const { dataProvider, form, typed, user } = await openDrawer(drawerCase);
    const refuse = delayed((): never => {
      throw businessError(400, { BusinessCode: 10001, Message: 'refused by the server' });
    });
    Object.assign(dataProvider, { create: vi.fn(refuse), update: vi.fn(refuse) });
    await user.click(form.getByRole('button', { name: words(drawerCase.submitKey) }));
    expect(await form.findByRole('alert')).toHaveTextContent('refused by the server(10001)');
    for (const [input, value] of typed) expect(input).toHaveValue(value);
  });

  it('asks before closing with unsaved input, and keeps it on Keep editing', async () => {
    const { form, typed, user } = await openDrawer(drawerCase);
    await user.click(form.getByRole('button', { name: words('vela.kit.form.cancel') }));
    const question = await screen.findByRole('dialog', { name: words('vela.kit.form.discardTitle') });
    await user.click(within(question).getByRole('button', { name: words('vela.kit.form.keepEditing') }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    for (const [input, value] of typed) expect(input).toHaveValue(value);
  });
});
