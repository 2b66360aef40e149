import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazyNamed } from '@src/routing/lazyNamed';
import { Suspense, useId, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DefinitionType } from './definitionTypes';
import { SaveOnlineButton } from './SaveOnlineButton';
import { readUiSchemaDraft, uiSchemaToYaml } from './uiSchemaDraft';
import { UiSchemaPreviewPanel } from './UiSchemaPreviewPanel';

// The schemas code editor fetches Monaco with a further dynamic import of its own.
const CodeEditor = lazyNamed(() => import('@schemas/index'), 'CodeEditor');

const EDITOR_HEIGHT = 640;

interface Props {
  type: DefinitionType;
  name: string;
  uiSchema: readonly unknown[];
}

/** The YAML of a UI schema at left, the form it draws at right; the text lives here until saved. */
export const UiSchemaEditor = ({ type, name, uiSchema }: Props) => {
  const translate = useTranslate();
  const previewTitleId = useId();
  const [text, setText] = useState(() => uiSchemaToYaml(uiSchema));
  const draft = useMemo(() => readUiSchemaDraft(text), [text]);
  const editorLabel = translate('resources.definitions.uiSchema.editor');

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {translate('resources.definitions.uiSchema.title', { name })}
        </Typography>
        <SaveOnlineButton type={type} name={name} draft={draft} />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Suspense
            fallback={
              <Skeleton role="status" aria-label={editorLabel} variant="rectangular" height={EDITOR_HEIGHT} />
            }
          >
            <CodeEditor
              label={editorLabel}
              language="yaml"
              value={text}
              onChange={setText}
              height={EDITOR_HEIGHT}
            />
          </Suspense>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Box component="section" aria-labelledby={previewTitleId}>
            <Typography id={previewTitleId} variant="h6" component="h2" gutterBottom>
              {translate('resources.definitions.uiSchema.preview')}
            </Typography>
            <UiSchemaPreviewPanel draft={draft} text={text} />
          </Box>
        </Grid>
      </Grid>
    </Stack>
  );
};
