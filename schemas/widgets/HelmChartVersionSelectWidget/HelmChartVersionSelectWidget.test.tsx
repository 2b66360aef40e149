import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, fakeLookups } from '../../test/fakeLookups';
import { renderVelaForm } from '../../test/renderVelaForm';

const helm = [
  { jsonKey: 'url', uiType: 'Input' },
  { jsonKey: 'chart', uiType: 'Input' },
  { jsonKey: 'version', uiType: 'HelmChartVersionSelect', label: 'Version', validate: { required: true } },
];

describe('HelmChartVersionSelectField', () => {
  it('lists the versions of the chart next to it', async () => {
    const reply = deferred<string[]>();
    const lookups = fakeLookups({ helmChartVersions: vi.fn(() => reply.promise) });
    const { emitted } = renderVelaForm(helm, {
      lookups,
      value: { url: 'https://charts.example.com', chart: 'nginx' },
    });
    expect(lookups.helmChartVersions).toHaveBeenCalledWith({ url: 'https://charts.example.com' }, 'nginx');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    reply.resolve(['1.0.0', '1.1.0']);
    await userEvent.click(screen.getByRole('combobox', { name: 'Version' }));
    await userEvent.click(await screen.findByRole('option', { name: '1.1.0' }));
    expect(emitted()).toMatchObject({ version: '1.1.0' });
  });

  it('asks to select a chart version', () => {
    const { ref } = renderVelaForm(helm);
    expect(ref.current!.validate().errors).toEqual(['Version: Please select a chart version']);
  });
});
