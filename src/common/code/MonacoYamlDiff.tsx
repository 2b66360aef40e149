import { DiffEditor, loader, type DiffOnMount } from '@monaco-editor/react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { CODE_THEMES, defineCodeThemes } from '@schemas/code/codeTheme';
import { monaco } from '@schemas/code/monacoSetup';
import { useLayoutEffect, useRef } from 'react';
import type { YamlDiffProps } from './YamlDiffProps';

// The local Monaco, never the CDN (the Content-Security-Policy refuses other origins).
loader.config({ monaco });

/** Monaco's diff editor; only ever reached through the lazy import in YamlDiff.tsx. */
export default function MonacoYamlDiff({
  original,
  modified,
  label,
  originalLabel,
  modifiedLabel,
  height = 480,
}: YamlDiffProps) {
  const { mode } = useTheme().palette;
  const editorRef = useRef<Parameters<DiffOnMount>[0]>(undefined);
  // @monaco-editor/react disposes the two models before the diff widget that still shows them, which
  // Monaco reports as an uncaught error ("TextModel got disposed before DiffEditorWidget model got
  // reset") on every close. The library keeps the models here; a layout cleanup (run before the library's
  // own, which disposes the widget) detaches them from the widget first, then disposes them.
  useLayoutEffect(
    () => () => {
      const editor = editorRef.current;
      const models = editor?.getModel();
      editor?.setModel(null);
      models?.original.dispose();
      models?.modified.dispose();
    },
    [],
  );
  return (
    <Box role="group" aria-label={label}>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', mb: 0.5 }}>
        <Typography variant="subtitle2">{originalLabel}</Typography>
        <Typography variant="subtitle2">{modifiedLabel}</Typography>
      </Box>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <DiffEditor
          height={height}
          language="yaml"
          // Monaco's own colours fall under 4.5:1 on its diff backgrounds.
          beforeMount={(instance) => defineCodeThemes(instance.editor)}
          theme={CODE_THEMES[mode]}
          original={original}
          modified={modified}
          // The diff options' side labels do not reach each side's input: name them on the side editors.
          keepCurrentOriginalModel
          keepCurrentModifiedModel
          onMount={(diffEditor) => {
            editorRef.current = diffEditor;
            diffEditor.getOriginalEditor().updateOptions({ ariaLabel: originalLabel });
            diffEditor.getModifiedEditor().updateOptions({ ariaLabel: modifiedLabel });
          }}
          options={{
            readOnly: true,
            originalEditable: false,
            renderSideBySide: true,
            minimap: { enabled: false },
            scrollBeyondLastLine: false,
            automaticLayout: true,
            originalAriaLabel: originalLabel,
            modifiedAriaLabel: modifiedLabel,
          }}
        />
      </Box>
    </Box>
  );
}
