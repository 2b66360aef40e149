import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { VelaDataProvider } from '@dataProvider/index';
import type { PipelineAddress } from '@dataProvider/verbs/pipelineRuns';
import { ContextValueChip } from './ContextValueChip';
import { ERROR_SHOWN_BY_PAGE, ErrorState, PanelBoundary } from '@src/common/kit';
import { useDataProvider, useTranslate } from 'react-admin';

const RUN = 'resources.pipelineStudio.run';

type Contexts = Awaited<ReturnType<VelaDataProvider['runContextChoices']>>;

interface ContextRadiosProps {
  contexts: Contexts;
  value: string;
  onChange: (contextName: string) => void;
}

/** One radio per context, named with its values. */
const ContextRadios = ({ contexts, value, onChange }: ContextRadiosProps) => (
  <RadioGroup aria-labelledby="run-contexts-title" value={value}>
    {Object.keys(contexts)
      .sort()
      .map((name) => (
        <FormControlLabel
          key={name}
          value={name}
          control={<Radio onClick={() => onChange(value === name ? '' : name)} />}
          label={
            <Box
              component="span"
              sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}
            >
              <span>{name}</span>
              {(contexts[name] ?? []).map((item) => (
                <ContextValueChip key={item.key} item={item} />
              ))}
            </Box>
          }
        />
      ))}
  </RadioGroup>
);

/** The pipeline's contexts with their values; choosing the chosen one again leaves none chosen. */
export const ContextChoices = ({
  address,
  value,
  onChange,
}: {
  address: PipelineAddress;
  value: string;
  onChange: (contextName: string) => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const contexts = useQuery({
    queryKey: ['pipelines', address.project, address.pipeline, 'contexts'],
    queryFn: () => dataProvider.runContextChoices(address, ERROR_SHOWN_BY_PAGE),
  });
  const hasContexts = Object.keys(contexts.data ?? {}).length > 0;
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" id="run-contexts-title">
        {translate(`${RUN}.contexts`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${RUN}.contextsHint`)}
      </Typography>
      {contexts.error && (
        <ErrorState
          error={contexts.error}
          retrying={contexts.isFetching}
          onRetry={() => void contexts.refetch()}
        />
      )}
      {contexts.isPending && <Skeleton variant="rounded" height={72} />}
      {contexts.isSuccess && !hasContexts && (
        <Typography color="text.secondary">{translate(`${RUN}.noContexts`)}</Typography>
      )}
      {hasContexts && (
        // A context of another shape fails here with Retry (which reads the contexts again); Cancel stays.
        <PanelBoundary
          name={`${RUN}.contextsPanel`}
          onRetry={() => void contexts.refetch()}
          resetKey={contexts.data}
        >
          <ContextRadios contexts={contexts.data ?? {}} value={value} onChange={onChange} />
        </PanelBoundary>
      )}
      {value && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate(`${RUN}.selected`, { name: value })}
        </Typography>
      )}
    </Box>
  );
};
