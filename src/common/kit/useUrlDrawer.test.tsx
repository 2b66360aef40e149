import Button from '@mui/material/Button';
import { screen, waitFor } from '@testing-library/react';
import { currentPath } from '@src/test/renderConsole';
import { renderKit } from '@src/test/renderKit';
import { useUrlDrawer } from './useUrlDrawer';

const Probe = () => {
  const { drawer, id, open, close } = useUrlDrawer();
  return (
    <>
      <output aria-label="open drawer">{drawer ? `${drawer}:${id ?? ''}` : 'none'}</output>
      <Button onClick={() => open('edit', 'team a/dev')}>Edit</Button>
      <Button onClick={close}>Close</Button>
    </>
  );
};

const shown = () => screen.getByRole('status', { name: 'open drawer' });

describe('useUrlDrawer', () => {
  it('opens and closes a drawer through the hash, keeping path and list params', async () => {
    const { user } = renderKit(<Probe />, { path: '/envs?page=2' });
    expect(shown()).toHaveTextContent('none');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(shown()).toHaveTextContent('edit:team a/dev'));
    expect(`${currentPath()}${window.location.hash}`).toBe('/envs?page=2#edit/team%20a%2Fdev');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(shown()).toHaveTextContent('none'));
    expect(currentPath()).toBe('/envs?page=2');
    expect(window.location.hash).toBe('');
  });

  it('reads the drawer from a shared link', () => {
    renderKit(<Probe />, { path: '/users#create' });
    expect(shown()).toHaveTextContent('create:');
  });
});
