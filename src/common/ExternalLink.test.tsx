import { render, screen } from '@testing-library/react';
import { ExternalLink } from './ExternalLink';

describe('ExternalLink', () => {
  it('links an http(s) address in a new tab without an opener', async () => {
    render(<ExternalLink address="https://grafana.example.com/d/1">Dashboard</ExternalLink>);
    const link = await screen.findByRole('link', { name: 'Dashboard' });
    expect(link).toHaveAttribute('href', 'https://grafana.example.com/d/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '/relative', ''])(
    'shows %j as text, not as a link',
    async (address) => {
      const { container } = render(<ExternalLink address={address} />);
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(container.querySelector('[href]')).toBeNull();
      expect(container).toHaveTextContent(address);
    },
  );

  it('shows the label of a refused address as text', async () => {
    render(<ExternalLink address="javascript:alert(1)">Open</ExternalLink>);
    expect(await screen.findByText('Open')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
