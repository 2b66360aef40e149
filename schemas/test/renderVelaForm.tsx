import { render } from '@testing-library/react';
import { createRef } from 'react';
import { PlainCodeEditor } from '../code/PlainCodeEditor';
import type { FormLookups } from '../lookups';
import type { FormMode, FormValues, UIParam } from '../types';
import type { VelaFormHandle, VelaFormProps } from '../VelaForm';
import { VelaForm } from '../VelaForm';

interface RenderOptions extends Omit<VelaFormProps, 'uiSchema' | 'onChange' | 'ref'> {
  value?: FormValues;
  lookups?: FormLookups;
  mode?: FormMode;
}

/** Renders VelaForm with a plain code editor and records what it emits. */
export function renderVelaForm(uiSchema: readonly UIParam[] | null | undefined, options: RenderOptions = {}) {
  const onChange = vi.fn<(value: FormValues) => void>();
  const ref = createRef<VelaFormHandle>();
  const utils = render(
    <VelaForm uiSchema={uiSchema} codeEditor={PlainCodeEditor} {...options} onChange={onChange} ref={ref} />,
  );
  return {
    ...utils,
    onChange,
    ref,
    /** The value last emitted. */
    emitted: (): FormValues | undefined => onChange.mock.lastCall?.[0],
  };
}
