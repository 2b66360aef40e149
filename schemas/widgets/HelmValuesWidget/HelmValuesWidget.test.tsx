import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeLookups } from '../../test/fakeLookups';
import { renderVelaForm } from '../../test/renderVelaForm';

const helm = [
  { jsonKey: 'url', uiType: 'Input' },
  { jsonKey: 'chart', uiType: 'Input' },
  { jsonKey: 'version', uiType: 'Input' },
  { jsonKey: 'values', uiType: 'HelmValues', label: 'Values' },
];

describe('HelmValuesField', () => {
  it('edits the values as YAML and emits an object', () => {
    const { emitted } = renderVelaForm(helm);
    fireEvent.change(screen.getByRole('textbox', { name: 'Values' }), {
      target: { value: 'replicaCount: 2\nimage:\n  tag: v1\n' },
    });
    expect(emitted()).toEqual({ values: { replicaCount: 2, image: { tag: 'v1' } } });
  });

  it('keeps broken YAML on screen with the parse error, and fails validation', () => {
    const { ref, emitted } = renderVelaForm(helm, { value: { values: { a: 1 } } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Values' }), { target: { value: 'a: [1' } });
    expect(screen.getByRole('textbox', { name: 'Values' })).toHaveValue('a: [1');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please input a valid yaml config: /);
    expect(emitted()).toBeUndefined();
    let valid = true;
    act(() => {
      valid = ref.current!.validate().valid;
    });
    expect(valid).toBe(false);
  });

  it('loads the default values of the chosen chart version', async () => {
    const lookups = fakeLookups({ helmChartValues: vi.fn(async () => ({ replicaCount: 1 })) });
    const { emitted } = renderVelaForm(helm, {
      lookups,
      value: { url: 'https://charts.example.com', chart: 'nginx', version: '1.0.0' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Load the chart default values' }));
    expect(lookups.helmChartValues).toHaveBeenCalledWith(
      { url: 'https://charts.example.com' },
      'nginx',
      '1.0.0',
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Values' })).toHaveValue('replicaCount: 1\n'),
    );
    expect(emitted()).toMatchObject({ values: { replicaCount: 1 } });
  });

  it('says when the default values cannot be loaded', async () => {
    const lookups = fakeLookups({
      helmChartValues: vi.fn(async () => Promise.reject(new Error('no such version'))),
    });
    renderVelaForm(helm, { lookups, value: { url: 'u', chart: 'c', version: 'v' } });
    await userEvent.click(screen.getByRole('button', { name: 'Load the chart default values' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the options: no such version');
  });
});
