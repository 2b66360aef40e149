import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { renderKit } from '@src/test/renderKit';
import { YamlDiff } from './YamlDiff';
import { YamlView } from './YamlView';

vi.mock('@monaco-editor/react', () => import('./monacoStandIn'));
vi.mock('@schemas/code/monacoSetup', () => ({ monaco: {} }));

const yaml = 'apiVersion: core.oam.dev/v1beta1\nkind: Application\n';

describe('YamlView', () => {
  it('shows the YAML read-only, and copies it with the success text of the page', async () => {
    const { user } = renderKit(
      <YamlView value={yaml} label="Applied configuration" copiedMessage="vela.code.copied" />,
    );
    const text = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Applied configuration' });
    expect(text.value).toBe(yaml);
    expect(text).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Copy Applied configuration' }));
    expect(await navigator.clipboard.readText()).toBe(yaml);
    expect(await screen.findByText('Copy successfully')).toBeInTheDocument();
  });
});

describe('YamlDiff', () => {
  it('shows a placeholder while the diff editor loads, then both sides by name', async () => {
    renderKit(
      <YamlDiff
        original="a: 1"
        modified="a: 2"
        label="Differences"
        originalLabel="Base"
        modifiedLabel="Latest"
      />,
    );
    expect(screen.getByRole('status', { name: 'Differences' })).toBeInTheDocument();
    const base = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Base' });
    expect(base.value).toBe('a: 1');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Latest' }).value).toBe('a: 2');
    expect(screen.getByRole('group', { name: 'Differences' })).toBeInTheDocument();
  });
});
