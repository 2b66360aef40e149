import type { DiffEditorProps, EditorProps } from '@monaco-editor/react';

/**
 * Test support: Monaco cannot run in a DOM emulation, so component tests replace `@monaco-editor/react` with these
 * text areas of the same accessible names (`vi.mock('@monaco-editor/react', () => import(…))`), and
 * `@schemas/code/monacoSetup` with `{ monaco: {} }` (the real bundle takes about 15 s to import there).
 * Such a test file belongs to the `dom-isolated` project of vite.config.ts.
 */
export default function Editor({ value, onChange, options }: EditorProps) {
  return (
    <textarea
      aria-label={options?.ariaLabel}
      value={value}
      readOnly={options?.readOnly}
      onChange={(event) => onChange?.(event.target.value, undefined as never)}
    />
  );
}

export function DiffEditor({ original, modified, options }: DiffEditorProps) {
  return (
    <>
      <textarea aria-label={options?.originalAriaLabel} value={original} readOnly />
      <textarea aria-label={options?.modifiedAriaLabel} value={modified} readOnly />
    </>
  );
}

// eslint-disable-next-line react-refresh/only-export-components -- test support, never hot-reloaded
export const loader = { config: () => undefined };
