import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CodeEditorProps } from './CodeEditorProps';
import { CodeEditor } from './CodeEditor';

// Monaco cannot run in a DOM emulation: stand in for the lazily loaded module with a plain text area.
vi.mock('./MonacoCodeEditor', () => ({
  default: ({ value, onChange, label }: CodeEditorProps) => (
    <textarea aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

describe('CodeEditor', () => {
  it('shows a placeholder while the editor module loads, then the editor', async () => {
    const onChange = vi.fn();
    render(<CodeEditor label="Properties" value="a: 1" onChange={onChange} />);
    expect(screen.getByRole('status', { name: 'Properties' })).toBeInTheDocument();
    const editor = await screen.findByRole('textbox', { name: 'Properties' });
    await userEvent.type(editor, 'x');
    expect(onChange).toHaveBeenLastCalledWith('a: 1x');
  });
});
