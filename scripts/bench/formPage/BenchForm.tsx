import { useState } from 'react';
import { PlainCodeEditor } from '@schemas/code/PlainCodeEditor';
import type { FormValues, UIParam } from '@schemas/types';
import { VelaForm } from '@schemas/VelaForm';

interface BenchFormProps {
  uiSchema: readonly UIParam[];
  onEmit: (value: FormValues) => void;
}

/** Holds the value like a real owner (react-admin's field) does, so each keystroke re-renders the owner too. */
export function BenchForm({ uiSchema, onEmit }: BenchFormProps) {
  const [value, setValue] = useState<FormValues>({});
  return (
    <VelaForm
      uiSchema={uiSchema}
      value={value}
      onChange={(next) => {
        onEmit(next);
        setValue(next);
      }}
      codeEditor={PlainCodeEditor}
    />
  );
}
