import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, fakeLookups } from '../../test/fakeLookups';
import { renderVelaForm } from '../../test/renderVelaForm';
import type { HelmRepo } from '../../lookups';

const url = { jsonKey: 'url', uiType: 'HelmRepoSelect', label: 'Repository', validate: { required: true } };

describe('HelmRepoSelectWidget', () => {
  it('offers the known repositories after loading', async () => {
    const reply = deferred<HelmRepo[]>();
    const lookups = fakeLookups({ helmRepos: vi.fn(() => reply.promise) });
    const { emitted } = renderVelaForm([url], { lookups });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    reply.resolve([{ url: 'https://charts.bitnami.com/bitnami', label: 'bitnami', type: 'helm' }]);
    await userEvent.click(screen.getByRole('combobox', { name: 'Repository' }));
    await userEvent.click(await screen.findByRole('option', { name: 'bitnami' }));
    expect(emitted()).toEqual({ url: 'https://charts.bitnami.com/bitnami' });
  });

  it("always offers the built-in repository after the project's own", async () => {
    const kubevela = { url: 'https://charts.kubevela.net/core', secretName: 'kubevela-charts' };
    const { emitted } = renderVelaForm([url], {
      lookups: fakeLookups({ helmRepos: async () => [kubevela] }),
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'Repository' }));
    await screen.findByRole('option', { name: kubevela.url });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      kubevela.url,
      'https://charts.bitnami.com/bitnami',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'https://charts.bitnami.com/bitnami' }));
    expect(emitted()).toEqual({ url: 'https://charts.bitnami.com/bitnami' });
  });

  it('offers the built-in repository when the list fails', async () => {
    const lookups = fakeLookups({ helmRepos: vi.fn(async () => Promise.reject(new Error('forbidden'))) });
    renderVelaForm([url], { lookups });
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('combobox', { name: 'Repository' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'https://charts.bitnami.com/bitnami',
    ]);
  });

  it('accepts a typed URL, also when the list fails', async () => {
    const lookups = fakeLookups({ helmRepos: vi.fn(async () => Promise.reject(new Error('forbidden'))) });
    const { emitted } = renderVelaForm([url], { lookups });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the options: forbidden You can type a value instead.',
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Repository' }), 'oci://ghcr.io/charts');
    await userEvent.tab();
    expect(emitted()).toEqual({ url: 'oci://ghcr.io/charts' });
  });

  it('asks to select or input a repository when empty', async () => {
    const { ref } = renderVelaForm([url]);
    expect(ref.current!.validate().errors).toEqual(['Repository: Please select or input a helm repo']);
  });
});
