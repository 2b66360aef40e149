import Button from '@mui/material/Button';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { signIn } from '@src/test/fakeAuthProvider';
import { renderKit } from '@src/test/renderKit';
import { useLeaveGuard } from './useLeaveGuard';

/** A studio with work that is unsaved once changed, a link away, and the page it leads to. */
const Studio = () => {
  const [dirty, setDirty] = useState(false);
  const question = useLeaveGuard(dirty);
  return (
    <>
      <Button onClick={() => setDirty(true)}>Change</Button>
      <Link to="/elsewhere">Elsewhere</Link>
      {question}
    </>
  );
};

const renderStudio = () =>
  renderKit(
    <Routes>
      <Route path="/studio" element={<Studio />} />
      <Route path="/elsewhere" element={<p>Another page</p>} />
    </Routes>,
    { path: '/studio' },
  );

const unloadIsWarned = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

beforeEach(signIn);

describe('useLeaveGuard', () => {
  it('lets a link leave at once while nothing is unsaved', async () => {
    const { user } = renderStudio();
    await user.click(await screen.findByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(unloadIsWarned()).toBe(false);
  });

  it('asks before a link leaves unsaved work, stays on Keep editing, and leaves on Discard', async () => {
    const { user } = renderStudio();
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    await waitFor(() => expect(unloadIsWarned()).toBe(true));

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const question = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/studio');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const again = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(unloadIsWarned()).toBe(false);
  });
});
