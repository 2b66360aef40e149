import { render, screen } from '@testing-library/react';
import { SideNav } from './SideNav';

describe('SideNav', () => {
  it("keeps its place while the menus' answers come, so the page beside it does not move", () => {
    const { container, rerender } = render(<SideNav workspaces={[]} settled={false} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveStyle({ width: '220px' });
    rerender(<SideNav workspaces={[]} settled />);
    expect(container).toBeEmptyDOMElement();
  });
});
