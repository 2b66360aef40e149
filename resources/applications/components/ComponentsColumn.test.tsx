import { screen, waitFor, within } from '@testing-library/react';
import { allAnswersShown } from '@src/test/latency';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { HELLO, renderInSandboxApp } from '../envStatus/appStatusSandbox';
import { ComponentsColumn } from './ComponentsColumn';

// The form library is a lazy chunk; loading it cold takes longer than a finder waits.
beforeAll(() => import('@schemas/index'), 30_000);

const LOADED = { timeout: 20_000 };

const sandbox = setUpSandbox();

/** Beside hello-world (main, with a scaler of 1 replica), hello-world-cache with a labels trait. */
beforeEach(() =>
  sandbox.request('POST', `${HELLO}/components`, {
    name: 'hello-world-cache',
    componentType: 'webservice',
    properties: JSON.stringify({ image: 'redis:7' }),
    traits: [{ type: 'labels', properties: JSON.stringify({ team: 'shop' }) }],
  }),
);

const render = (app = 'hello-world') =>
  renderInSandboxApp(sandbox, <ComponentsColumn />, { path: `/applications/${app}/revisions` });

interface StoredComponent {
  name: string;
  componentType: string;
  properties?: Record<string, unknown>;
  traits?: { type: string; properties?: Record<string, unknown> }[];
}

const storedComponents = async () =>
  (await sandbox.request<{ components: StoredComponent[] }>('GET', `${HELLO}/components`)).components;

const card = (name: string) => screen.findByRole('article', { name }, LOADED);
const drawer = (name: string) => screen.findByRole('dialog', { name }, LOADED);

describe('the Components column', () => {
  it('creates a component with the traits added while creating it, refusing a second trait of one type', async () => {
    const { user } = await render();
    await card('hello-world');
    await user.click(await screen.findByRole('button', { name: 'Add Component' }, LOADED));
    const form = within(await drawer('New Component'));
    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'worker');
    await user.type(await form.findByRole('textbox', { name: /^Container Image/ }, LOADED), 'busybox');

    await user.click(form.getByRole('button', { name: 'Add Trait' }));
    const addTrait = within(await screen.findByRole('dialog', { name: 'Add Trait' }));
    await user.click(await addTrait.findByRole('combobox', { name: /Trait Type/ }, LOADED));
    await user.click(await screen.findByRole('option', { name: 'labels' }));
    expect(
      await addTrait.findByText(
        'This trait properties change will cause pod restart after the application deploy',
      ),
    ).toBeInTheDocument();
    await user.click(addTrait.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('button', { name: 'Edit trait labels' })).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Add Trait' }));
    const second = within(await screen.findByRole('dialog', { name: 'Add Trait' }));
    await user.click(await second.findByRole('combobox', { name: /Trait Type/ }, LOADED));
    await user.click(await screen.findByRole('option', { name: 'labels' }));
    await user.click(second.getByRole('button', { name: 'Save' }));
    expect(
      await second.findByText('A trait with the same trait type exists, please modify it'),
    ).toBeInTheDocument();
    await user.click(second.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Trait' })).not.toBeInTheDocument());

    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Component created successfully')).toBeInTheDocument();
    const created = await sandbox.request<StoredComponent & { type: string }>(
      'GET',
      `${HELLO}/components/hello-world-worker`,
    );
    expect(created).toMatchObject({ type: 'webservice', properties: { image: 'busybox' } });
    expect(created.traits?.map((item) => item.type)).toContain('labels');
  });

  it('checks the name and description before sending anything', async () => {
    const { user } = await render();
    await card('hello-world');
    await user.click(await screen.findByRole('button', { name: 'Add Component' }, LOADED));
    const form = within(await drawer('New Component'));
    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'Bad_Name');
    await user.type(form.getByRole('textbox', { name: 'Description' }), 'x'.repeat(257));
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await form.findByText('Please enter a valid component name')).toBeInTheDocument();
    expect(form.getByText('Enter a description that contains less than 256 characters.')).toBeInTheDocument();
    expect(sandbox.asked()).not.toContain(`POST ${HELLO}/components`);
  });

  it('offers no Delete for the main component, and asks before deleting another', async () => {
    const { user } = await render();
    const main = await card('hello-world');
    expect(within(main).queryByRole('button', { name: 'Delete hello-world' })).not.toBeInTheDocument();
    const cache = await card('hello-world-cache');
    await user.click(await within(cache).findByRole('button', { name: 'Delete hello-world-cache' }));
    expect(await screen.findByText('Are you sure want to delete this Component?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Delete component success.')).toBeInTheDocument();
    expect(sandbox.asked()).toContain(`DELETE ${HELLO}/components/hello-world-cache`);
    expect((await storedComponents()).map((item) => item.name)).toEqual(['hello-world']);
  });

  it('edits a trait of a component, with the re-execution notice and the pod restart notice only where due', async () => {
    const { user } = await render();
    await user.click(
      await within(await card('hello-world')).findByRole('button', { name: 'Edit trait scaler' }),
    );
    const scaler = within(await drawer('Edit Trait scaler'));
    expect(await scaler.findByRole('spinbutton', { name: /^Replicas/ }, LOADED)).toHaveValue(1);
    expect(scaler.getByText(/takes effect when the workflow runs again/)).toBeInTheDocument();
    expect(scaler.queryByText(/will cause pod restart/)).not.toBeInTheDocument();
    await user.clear(scaler.getByRole('spinbutton', { name: /^Replicas/ }));
    await user.type(scaler.getByRole('spinbutton', { name: /^Replicas/ }), '3');
    await user.click(scaler.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Trait properties update success')).toBeInTheDocument();
    expect(sandbox.asked()).toContain(`PUT ${HELLO}/components/hello-world/traits/scaler`);
    const main = (await storedComponents()).find((item) => item.name === 'hello-world');
    expect(main?.traits?.find((item) => item.type === 'scaler')?.properties).toEqual({ replicas: 3 });

    await user.click(
      await within(await card('hello-world-cache')).findByRole('button', { name: 'Edit trait labels' }),
    );
    const labels = within(await drawer('Edit Trait labels'));
    expect(await labels.findByText(/will cause pod restart/)).toBeInTheDocument();
  });

  it('shows a read-only application without add, edit or delete', async () => {
    await render('addon-fluxcd');
    const fluxcd = await card('fluxcd');
    await allAnswersShown();
    expect(within(fluxcd).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Component' })).not.toBeInTheDocument();
  });
});
