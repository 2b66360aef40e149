import Typography from '@mui/material/Typography';
import { systemSettingsBody } from '@dataProvider/bodies/system';
import type { VelaDataProvider } from '@dataProvider/index';
import { ActionForm, DiscardGuard } from '@src/common/kit';
import type { components } from '../../../contract/api';
import { useState } from 'react';
import {
  BooleanInput,
  RadioButtonGroupInput,
  ResourceContextProvider,
  TextInput,
  required,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import { DefaultProjectsInput } from './DefaultProjectsInput';
import { SettingsGuideDialog } from './SettingsGuideDialog';
import { guideCodeOf, type GuideCode } from './settingsGuides';
import { TelemetryNote } from './TelemetryNote';

type SystemInfo = components['schemas']['v1.SystemInfoResponse'];

const loginTypes = [
  { id: 'local', name: 'vela.settings.auth.local' },
  { id: 'dex', name: 'vela.settings.auth.dex' },
];
const loginTypeRequired = [required('vela.settings.validation.loginType')];
const addressRequired = [required('vela.settings.validation.velaAddress')];

const Heading = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
      {translate(text)}
    </Typography>
  );
};

export interface SettingsFormProps {
  info: SystemInfo;
  /** The address the form starts with: the one dex uses, or this console's own. */
  address: string;
}

/**
 * Login mode, address, default projects for SSO users and the data collection switch. A refusal for a
 * missing dex connector (12011) or administrator email (14010) opens its guide; others show by Submit.
 * Leaving the page with unsaved edits brings the browser's warning.
 */
export const SettingsForm = ({ info, address }: SettingsFormProps) => {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const [guide, setGuide] = useState<GuideCode>();
  const explainRefusal = (error: unknown) => {
    const code = guideCodeOf(error);
    setGuide(code);
    return code !== undefined;
  };
  return (
    // Array inputs need a resource; the settings have none of their own.
    <ResourceContextProvider value="systemInfo">
      <DiscardGuard>
        <ActionForm
          defaultValues={{
            loginType: info.loginType,
            velaAddress: address,
            dexUserDefaultProjects: info.dexUserDefaultProjects ?? [],
            enableCollection: info.enableCollection,
          }}
          successMessage="vela.settings.notification.updated"
          submitLabel="vela.settings.submit"
          explainRefusal={explainRefusal}
          onSubmit={(values, meta) => dataProvider.updateSystemInfo(systemSettingsBody(values), meta)}
        >
          <Heading text="vela.settings.auth.title" />
          <RadioButtonGroupInput
            source="loginType"
            label="vela.settings.auth.loginType"
            choices={loginTypes}
            validate={loginTypeRequired}
          />
          <TextInput
            source="velaAddress"
            label="vela.settings.auth.velaAddress"
            helperText="vela.settings.auth.velaAddressHelp"
            validate={addressRequired}
          />
          <DefaultProjectsInput />
          <Heading text="vela.settings.collection.title" />
          <BooleanInput
            source="enableCollection"
            label="vela.settings.collection.enable"
            helperText={false}
          />
          <TelemetryNote />
        </ActionForm>
      </DiscardGuard>
      <SettingsGuideDialog code={guide} onClose={() => setGuide(undefined)} />
    </ResourceContextProvider>
  );
};
