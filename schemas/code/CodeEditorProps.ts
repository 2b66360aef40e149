/** What every code editor the forms use accepts: the lazy Monaco editor, or a plain text area. */
export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  language?: 'yaml' | 'json';
  readOnly?: boolean;
  /** CSS height; Monaco needs a fixed one. */
  height?: number | string;
  /** Accessible name of the editing area. */
  label: string;
}
