import Paper from '@mui/material/Paper';
import type { AddonDetail, AddonStatus } from '@dataProvider/verbs/addons';
import { FormSkeleton } from '@src/common/kit';
import { lazyNamed } from '@src/routing/lazyNamed';
import { Suspense } from 'react';
import { deployedClusters } from '../addonClusters';
import { AddonClusterPicker } from './AddonClusterPicker';
import { AddonDefinitions } from './AddonDefinitions';
import { AddonDependencies } from './AddonDependencies';
import { AddonReadme } from './AddonReadme';
import { AddonVersionPicker } from './AddonVersionPicker';
import { DetailSection } from './DetailSection';
import type { AddonChoices } from './useAddonChoices';

// The form library (RJSF) is a chunk of its own, loaded when an addon with parameters opens.
const AddonPropertiesForm = lazyNamed(() => import('./AddonPropertiesForm'), 'AddonPropertiesForm');

interface Props {
  detail: AddonDetail;
  status: AddonStatus;
  choices: AddonChoices;
  onVersion: (version: string) => void;
  addonPath: (name: string) => string;
}

/** The drawer's content below the status: version and clusters, properties, dependencies, definitions, README. */
export const AddonBody = ({ detail, status, choices, onVersion, addonPath }: Props) => {
  const hasParameters = (detail.uiSchema ?? []).some(
    (param) => !(choices.runtimeCluster && param.jsonKey === 'clusters'),
  );
  return (
    <>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <AddonVersionPicker detail={detail} version={choices.version} onChange={onVersion} />
        {choices.runtimeCluster ? (
          <AddonClusterPicker
            allClusters={status.allClusters ?? []}
            deployed={deployedClusters(status)}
            value={choices.clusters}
            onChange={choices.setClusters}
          />
        ) : null}
      </Paper>
      {hasParameters ? (
        <DetailSection title="resources.addons.detail.properties">
          <Suspense fallback={<FormSkeleton fields={3} />}>
            <AddonPropertiesForm
              key={detail.version}
              uiSchema={detail.uiSchema}
              runtimeCluster={choices.runtimeCluster}
              mode={choices.mode}
              value={choices.properties}
              onChange={choices.setProperties}
              formRef={choices.formRef}
            />
          </Suspense>
        </DetailSection>
      ) : null}
      <AddonDependencies dependencies={detail.dependencies ?? []} addonPath={addonPath} />
      <AddonDefinitions definitions={detail.definitions} />
      <AddonReadme markdown={detail.detail} />
    </>
  );
};
