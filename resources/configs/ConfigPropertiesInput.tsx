import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { VelaFormHandle } from '@schemas/index';
import { ERROR_SHOWN_BY_PAGE, ErrorState, FormSkeleton } from '@src/common/kit';
import { lazyNamed } from '@src/routing/lazyNamed';
import { Suspense, useCallback, useRef, type ComponentProps } from 'react';
import { InputHelperText, useGetOne, useInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ConfigTemplateDetail } from './config';
import { propertiesMessage } from './configValidation';
import type { PropertiesForm as PropertiesFormType } from './PropertiesForm';

// The form library (RJSF) is a chunk of its own, loaded when a config form opens.
const PropertiesForm = lazyNamed(() => import('./PropertiesForm'), 'PropertiesForm');

type TemplateRef = { name?: string; namespace?: string } | undefined;
type FormProps = Omit<ComponentProps<typeof PropertiesFormType>, 'uiSchema'>;

/** Waits for the form to draw the latest change: VelaForm validates the values of its last render. */
const afterRender = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The form of the template's UI schema, once the template is loaded (or why it is not). */
const TemplateForm = ({ template, ...formProps }: FormProps & { template: TemplateRef }) => {
  const { data, error, isPending, isFetching, refetch } = useGetOne<ConfigTemplateDetail>(
    'configTemplates',
    { id: template?.name ?? '', meta: { namespace: template?.namespace, ...ERROR_SHOWN_BY_PAGE } },
    { enabled: !!template?.name, retry: false },
  );
  if (error) {
    return (
      <ErrorState
        error={error}
        title="resources.configs.templateLoadFailed"
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (isPending) return <FormSkeleton fields={2} />;
  return (
    <Suspense fallback={<FormSkeleton fields={2} />}>
      <PropertiesForm uiSchema={data.uiSchema} {...formProps} />
    </Suspense>
  );
};

/**
 * The config's `properties`, drawn from the UI schema of its template and checked against it before
 * anything is sent; a template that cannot be loaded shows why, with a Retry, and blocks the submit.
 */
export const ConfigPropertiesInput = ({ mode }: { mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  const formRef = useRef<VelaFormHandle>(null);
  const validate = useCallback(async () => {
    await afterRender();
    return formRef.current?.validate().valid ? undefined : propertiesMessage;
  }, []);
  const { field, fieldState } = useInput({ source: 'properties', validate });
  const { resetField } = useFormContext();
  const template = useWatch<{ template: TemplateRef }, 'template'>({ name: 'template' });
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate('resources.configs.fields.properties')}
      </Typography>
      <TemplateForm
        template={template}
        mode={mode}
        value={field.value as Record<string, unknown> | undefined}
        onChange={field.onChange}
        onStart={(values) => resetField('properties', { defaultValue: values })}
        formRef={formRef}
      />
      <InputHelperText error={fieldState.error?.message} />
    </Box>
  );
};
