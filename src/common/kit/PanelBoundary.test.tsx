import { screen } from '@testing-library/react';
import { renderKit } from '@src/test/renderKit';
import { onTestFinished, vi } from 'vitest';
import { PanelBoundary } from './PanelBoundary';

describe('a panel boundary', () => {
  it('shows the crashed panel as failed with its reason, keeps its neighbours, and draws it again on Retry', async () => {
    // React reports the error the boundary caught; the test is about what the user sees instead.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => quiet.mockRestore());
    const state = { broken: true };
    const onRetry = vi.fn(() => {
      state.broken = false;
    });
    const Graph = () => {
      if (state.broken) throw new Error('layout failed');
      return <p>The graph</p>;
    };
    const { user } = renderKit(
      <>
        <p>The banner</p>
        <PanelBoundary name="The resource graph" onRetry={onRetry}>
          <Graph />
        </PanelBoundary>
      </>,
    );
    expect(await screen.findByText('The resource graph could not be shown')).toBeInTheDocument();
    expect(screen.getByText('layout failed')).toBeInTheDocument();
    expect(screen.getByText('The banner')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The graph')).toBeInTheDocument();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
