import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { addonApp, appProvider, appTables, appTime, helloWorld } from '../shared/appFakes';
import { allAnswersShown, delayed } from '@src/test/latency';
import { renderInApp } from '@src/test/renderInApp';
import { ComponentsColumn } from './ComponentsColumn';

// The form library is a lazy chunk; loading it cold takes longer than a finder waits.
beforeAll(() => import('@schemas/index'), 30_000);

const LOADED = { timeout: 20_000 };

const imageField = {
  jsonKey: 'image',
  uiType: 'Input',
  label: 'Image',
  sort: 1,
  validate: { required: true },
};
const definition = (name: string, uiSchema: unknown[], extra: object = {}) => ({
  id: name,
  name,
  alias: '',
  uiSchema,
  workloadType: 'deployments.apps',
  ...extra,
});
const trait = (type: string, properties: object) => ({
  type,
  alias: '',
  description: '',
  properties,
  createTime: appTime,
  updateTime: appTime,
});
const component = (name: string, main: boolean, traits: object[]) => ({
  id: name,
  name,
  alias: '',
  description: '',
  componentType: 'webservice',
  main,
  dependsOn: [],
  traits,
  workloadType: { type: 'deployments.apps' },
  createTime: appTime,
  updateTime: appTime,
});

const tables = () => ({
  ...appTables(),
  'definitions:component': [definition('webservice', [imageField]), definition('worker', [imageField])],
  'definitions:trait': [
    definition('scaler', [{ jsonKey: 'replicas', uiType: 'Number', label: 'Replicas', sort: 1 }], {
      trait: { podDisruptive: false },
    }),
    definition('labels', [], { trait: { podDisruptive: true } }),
  ],
  'appComponents:hello-world': [
    component('hello-world', true, [trait('scaler', { replicas: 1 })]),
    component('hello-world-cache', false, [trait('labels', { team: 'shop' })]),
  ],
});

function provider() {
  return Object.assign(appProvider(tables()), {
    addTrait: vi.fn(delayed(() => ({}))),
    updateTrait: vi.fn(delayed(() => ({}))),
    deleteTrait: vi.fn(delayed(() => undefined)),
  });
}

const card = (name: string) => screen.findByRole('article', { name }, LOADED);
const drawer = (name: string) => screen.findByRole('dialog', { name }, LOADED);

describe('the Components column', () => {
  it('creates a component with the traits added while creating it, refusing a second trait of one type', async () => {
    const dataProvider = provider();
    const { user } = renderInApp(<ComponentsColumn />, { app: helloWorld, dataProvider });
    await card('hello-world');
    await user.click(await screen.findByRole('button', { name: 'Add Component' }, LOADED));
    const form = within(await drawer('New Component'));
    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'worker');
    await user.type(await form.findByRole('textbox', { name: /^Image/ }, LOADED), 'busybox');

    await user.click(form.getByRole('button', { name: 'Add Trait' }));
    const addTrait = within(await screen.findByRole('dialog', { name: 'Add Trait' }));
    await user.click(addTrait.getByRole('combobox', { name: /Trait Type/ }));
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
    await user.click(second.getByRole('combobox', { name: /Trait Type/ }));
    await user.click(await screen.findByRole('option', { name: 'labels' }));
    await user.click(second.getByRole('button', { name: 'Save' }));
    expect(
      await second.findByText('A trait with the same trait type exists, please modify it'),
    ).toBeInTheDocument();
    await user.click(second.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Trait' })).not.toBeInTheDocument());

    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Component created successfully')).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith(
      'appComponents',
      expect.objectContaining({
        meta: expect.objectContaining({ app: 'hello-world' }),
        data: expect.objectContaining({
          name: 'hello-world-worker',
          componentType: 'webservice',
          properties: { image: 'busybox' },
          traits: [expect.objectContaining({ type: 'labels' })],
        }),
      }),
    );
  });

  it('checks the name and description before sending anything', async () => {
    const dataProvider = provider();
    const { user } = renderInApp(<ComponentsColumn />, { app: helloWorld, dataProvider });
    await card('hello-world');
    await user.click(await screen.findByRole('button', { name: 'Add Component' }, LOADED));
    const form = within(await drawer('New Component'));
    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'Bad_Name');
    await user.type(form.getByRole('textbox', { name: 'Description' }), 'x'.repeat(257));
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await form.findByText('Please enter a valid component name')).toBeInTheDocument();
    expect(form.getByText('Enter a description that contains less than 256 characters.')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('offers no Delete for the main component, and asks before deleting another', async () => {
    const dataProvider = provider();
    const { user } = renderInApp(<ComponentsColumn />, { app: helloWorld, dataProvider });
    const main = await card('hello-world');
    expect(within(main).queryByRole('button', { name: 'Delete hello-world' })).not.toBeInTheDocument();
    const cache = await card('hello-world-cache');
    await user.click(await within(cache).findByRole('button', { name: 'Delete hello-world-cache' }));
    expect(await screen.findByText('Are you sure want to delete this Component?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Delete component success.')).toBeInTheDocument();
    expect(dataProvider.delete).toHaveBeenCalledWith(
      'appComponents',
      expect.objectContaining({ id: 'hello-world-cache', meta: { app: 'hello-world' } }),
    );
  });

  it('edits a trait of a component, with the re-execution notice and the pod restart notice only where due', async () => {
    const dataProvider = provider();
    const { user } = renderInApp(<ComponentsColumn />, { app: helloWorld, dataProvider });
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
    expect(dataProvider.updateTrait).toHaveBeenCalledWith(
      'hello-world',
      'hello-world',
      expect.objectContaining({ type: 'scaler', properties: { replicas: 3 } }),
      expect.anything(),
    );

    await user.click(
      await within(await card('hello-world-cache')).findByRole('button', { name: 'Edit trait labels' }),
    );
    const labels = within(await drawer('Edit Trait labels'));
    expect(await labels.findByText(/will cause pod restart/)).toBeInTheDocument();
  });

  it('shows a read-only application without add, edit or delete', async () => {
    const tablesOf = tables();
    const dataProvider = appProvider({
      ...tablesOf,
      'appComponents:addon-fluxcd': tablesOf['appComponents:hello-world'],
    });
    renderInApp(<ComponentsColumn />, { app: addonApp, dataProvider });
    const cache = await card('hello-world-cache');
    await allAnswersShown();
    expect(within(cache).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Component' })).not.toBeInTheDocument();
  });
});
