import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { DRAWER_WIDTH } from '@src/common/kit';
import { useShownWhileClosing } from '@src/common/useShownWhileClosing';
import { useId } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';
import type { GraphNodeData } from './graphModel';
import { graphKey, healthText, nodeTypeText } from './graphText';
import { healthColor, healthTone } from './health';
import { ResourceManifest } from './ResourceManifest';

interface NodeDetailDrawerProps {
  node?: GraphNodeData;
  onClose: () => void;
  /** The graph's query key: the manifest's query extends it, so refreshing the page reads it again. */
  queryKey: unknown[];
}

/** Every fact the graph knows about a node as label and value pairs (server values as text). */
function factsOf(node: GraphNodeData, translate: TranslateFunction): [string, string][] {
  const label = (key: string) => translate(graphKey(`field.${key}`));
  const facts: [string, string | undefined][] = [
    [label('name'), node.name],
    [label('type'), nodeTypeText(node, translate)],
    ...node.fields.map(([key, value]): [string, string] => [label(key), value]),
    ...node.info.map(([key, value]): [string, string] => [
      translate(graphKey(`info.${key}`), { _: key }),
      value,
    ]),
    [label('reason'), node.healthReason],
    [label('message'), node.healthMessage],
  ];
  return facts.filter((fact): fact is [string, string] => !!fact[1]);
}

/** The chosen node's detail in a side drawer: its facts, its health and, for a Kubernetes object, its manifest. */
export const NodeDetailDrawer = ({ node: chosen, onClose, queryKey }: NodeDetailDrawerProps) => {
  const translate = useTranslate();
  const node = useShownWhileClosing(chosen);
  const titleId = useId();
  const { palette } = useTheme();
  return (
    <Drawer
      anchor="right"
      open={!!chosen}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: DRAWER_WIDTH }, maxWidth: '100%' },
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
        },
      }}
    >
      {node && (
        <>
          <Stack direction="row" alignItems="center" sx={{ px: 3, py: 1.5 }}>
            <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
              {`${nodeTypeText(node, translate)} ${node.name}`}
            </Typography>
            <IconButton aria-label={translate(graphKey('detail.close'))} onClick={onClose} edge="end">
              <CloseIcon />
            </IconButton>
          </Stack>
          <Divider />
          <Stack spacing={3} sx={{ p: 3 }}>
            {node.health && (
              <Typography sx={{ color: healthColor(palette, healthTone(node.health)), fontWeight: 600 }}>
                {healthText(node.health, translate)}
              </Typography>
            )}
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}
            >
              {factsOf(node, translate).map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            {node.resource && <ResourceManifest resource={node.resource} queryKey={queryKey} />}
          </Stack>
        </>
      )}
    </Drawer>
  );
};
