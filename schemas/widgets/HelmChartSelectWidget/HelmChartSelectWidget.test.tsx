import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeLookups } from '../../test/fakeLookups';
import { renderVelaForm } from '../../test/renderVelaForm';

const helm = [
  { jsonKey: 'repoType', uiType: 'Input', label: 'Repo Type' },
  { jsonKey: 'url', uiType: 'Input', label: 'URL' },
  { jsonKey: 'secretRef', uiType: 'Input', label: 'Secret' },
  { jsonKey: 'chart', uiType: 'HelmChartSelect', label: 'Chart', validate: { required: true } },
];

describe('HelmChartSelectField', () => {
  it('lists the charts of the repository next to it', async () => {
    const lookups = fakeLookups({ helmCharts: vi.fn(async () => ['nginx', 'redis']) });
    const { emitted } = renderVelaForm(helm, {
      lookups,
      value: { repoType: 'helm', url: 'https://charts.example.com', secretRef: 'creds' },
    });
    expect(lookups.helmCharts).toHaveBeenCalledWith({
      url: 'https://charts.example.com',
      type: 'helm',
      secretName: 'creds',
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'Chart' }));
    await userEvent.click(await screen.findByRole('option', { name: 'redis' }));
    expect(emitted()).toMatchObject({ chart: 'redis' });
  });

  it('waits for a repository, and falls back to typing when the lookup fails', async () => {
    const lookups = fakeLookups({ helmCharts: vi.fn(async () => Promise.reject(new Error('timeout'))) });
    const { emitted } = renderVelaForm(helm, { lookups });
    expect(lookups.helmCharts).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'URL' }), 'https://x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the options: timeout');
    await userEvent.type(screen.getByRole('combobox', { name: 'Chart' }), 'mychart');
    await userEvent.tab();
    expect(emitted()).toMatchObject({ url: 'https://x', chart: 'mychart' });
  });

  it('asks to select a chart', () => {
    const { ref } = renderVelaForm(helm);
    expect(ref.current!.validate().errors).toEqual(['Chart: Please select a chart']);
  });
});
