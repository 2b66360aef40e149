import Button from '@mui/material/Button';
import { act, screen, waitFor } from '@testing-library/react';
import { currentPath } from '@src/test/renderConsole';
import { renderKit } from '@src/test/renderKit';
import { useUrlParams, useUrlState } from './useUrlState';

const PodProbe = () => {
  const [pod, setPod] = useUrlState('pod');
  const [step, setStep] = useUrlState('step', 'push');
  return (
    <>
      <output aria-label="pod">{pod ?? 'none'}</output>
      <output aria-label="step">{step ?? 'none'}</output>
      <Button onClick={() => setPod('web 1/ä&x=y')}>Pick pod</Button>
      <Button onClick={() => setPod(undefined)}>Clear pod</Button>
      <Button onClick={() => setStep('deploy')}>Open step</Button>
      <Button
        onClick={() => {
          setStep('apply');
          setStep('apply');
          setPod('web-3');
        }}
      >
        Open step twice
      </Button>
    </>
  );
};

const TagProbe = () => {
  const [params, change] = useUrlParams();
  return (
    <>
      <output aria-label="tags">{params.getAll('tag').join(',') || 'none'}</output>
      <Button onClick={() => change({ tag: ['a', 'b'], query: 'x' })}>Two tags</Button>
      <Button onClick={() => change({ tag: [], query: '' })}>No tags</Button>
    </>
  );
};

const shown = (name: string) => screen.getByRole('status', { name });

describe('useUrlState', () => {
  it('reads a value from a shared link', () => {
    renderKit(<PodProbe />, { path: '/logs?pod=web-2&step=apply' });
    expect(shown('pod')).toHaveTextContent('web-2');
    expect(shown('step')).toHaveTextContent('apply');
  });

  it('writes any text encoded, keeping the other parameters and the open drawer', async () => {
    const { user } = renderKit(<PodProbe />, { path: '/logs?page=2#edit/dev' });
    expect(shown('pod')).toHaveTextContent('none');
    await user.click(screen.getByRole('button', { name: 'Pick pod' }));
    await waitFor(() => expect(shown('pod')).toHaveTextContent('web 1/ä&x=y'));
    expect(new URLSearchParams(window.location.search).get('page')).toBe('2');
    expect(new URLSearchParams(window.location.search).get('pod')).toBe('web 1/ä&x=y');
    expect(new URLSearchParams(window.location.search).get('x')).toBeNull();
    expect(window.location.hash).toBe('#edit/dev');
    await user.click(screen.getByRole('button', { name: 'Clear pod' }));
    await waitFor(() => expect(shown('pod')).toHaveTextContent('none'));
    expect(currentPath()).toBe('/logs?page=2');
  });

  it('replaces the history entry by default and pushes one for a navigation-like choice', async () => {
    const { user } = renderKit(<PodProbe />, { path: '/run' });
    const before = window.history.length;
    await user.click(screen.getByRole('button', { name: 'Pick pod' }));
    await waitFor(() => expect(shown('pod')).not.toHaveTextContent('none'));
    expect(window.history.length).toBe(before);
    await user.click(screen.getByRole('button', { name: 'Open step' }));
    await waitFor(() => expect(shown('step')).toHaveTextContent('deploy'));
    expect(window.history.length).toBe(before + 1);
    act(() => window.history.back());
    await waitFor(() => expect(shown('step')).toHaveTextContent('none'));
    expect(shown('pod')).not.toHaveTextContent('none');
  });

  it('makes one history entry of the changes of one event, each building on the one before', async () => {
    const { user } = renderKit(<PodProbe />, { path: '/run?page=2' });
    const before = window.history.length;
    await user.click(screen.getByRole('button', { name: 'Open step twice' }));
    await waitFor(() => expect(shown('step')).toHaveTextContent('apply'));
    expect(shown('pod')).toHaveTextContent('web-3');
    expect(currentPath()).toBe('/run?page=2&step=apply&pod=web-3');
    expect(window.history.length).toBe(before + 1);
  });
});

describe('useUrlParams', () => {
  it('sets several parameters at once, a list as a repeated parameter, and removes empty ones', async () => {
    const { user } = renderKit(<TagProbe />, { path: '/addons?registry=KubeVela' });
    await user.click(screen.getByRole('button', { name: 'Two tags' }));
    await waitFor(() => expect(shown('tags')).toHaveTextContent('a,b'));
    expect(currentPath()).toBe('/addons?registry=KubeVela&tag=a&tag=b&query=x');
    await user.click(screen.getByRole('button', { name: 'No tags' }));
    await waitFor(() => expect(shown('tags')).toHaveTextContent('none'));
    expect(currentPath()).toBe('/addons?registry=KubeVela');
  });
});
