import { screen } from '@testing-library/react';
import { renderKit } from '@src/test/renderKit';
import { LoadingBlock } from './LoadingBlock';

describe('LoadingBlock', () => {
  it('announces what is loading as a progress bar named by its label', () => {
    renderKit(<LoadingBlock label="vela.kit.form.loading" height={120} />);
    expect(screen.getByRole('progressbar', { name: 'Loading the form' })).toBeInTheDocument();
  });
});
