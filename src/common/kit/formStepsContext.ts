import { createContext, useContext } from 'react';

export interface FormStepDefinition {
  /** A catalog key or text, shown in the stepper. */
  label: string;
  /** The fields Next checks before it moves on (none is sent). */
  fields: string[];
}

export interface FormStepsValue {
  steps: FormStepDefinition[];
  step: number;
  /** The furthest step shown so far: steps up to it stay mounted and keep their values. */
  reached: number;
  isLast: boolean;
  goTo: (step: number) => void;
}

export const FormStepsContext = createContext<FormStepsValue | undefined>(undefined);

/** The steps of the surrounding <FormSteps>, if any (the kit's toolbar reads them). */
export const useFormSteps = () => useContext(FormStepsContext);
