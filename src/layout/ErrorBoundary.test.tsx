import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { features } from '../features';
import { createI18nProvider } from '../i18n/catalogs/i18nProvider';
import { ErrorBoundary } from './ErrorBoundary';

const Broken = (): never => {
  throw new Error('the status field is missing');
};

describe('ErrorBoundary', () => {
  it('shows what happened instead of a blank page, and recovers on the next path', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const ui = (resetKey: string, child: React.ReactNode) => (
      <AdminContext i18nProvider={createI18nProvider(features)}>
        <ErrorBoundary resetKey={resetKey}>{child}</ErrorBoundary>
      </AdminContext>
    );
    const { rerender } = render(ui('/a', <Broken />));
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error happened');
    expect(screen.getByText(/the status field is missing/)).toBeInTheDocument();
    rerender(ui('/b', <p>fine again</p>));
    expect(screen.getByText('fine again')).toBeInTheDocument();
  });
});
