import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { FormStepsContext, useFormSteps, type FormStepDefinition } from './formStepsContext';

/**
 * One form in steps (New Application: basic fields, then properties): wrap the kit form in it and put
 * each step's inputs in a <FormStep>. The toolbar then shows Previous and Next until the last step, where
 * Submit sends every step's values. Next validates only the step's `fields`; Previous keeps them all.
 */
export const FormSteps = ({ steps, children }: { steps: FormStepDefinition[]; children: ReactNode }) => {
  const [step, setStep] = useState(0);
  const [reached, setReached] = useState(0);
  const goTo = useCallback((next: number) => {
    setStep(next);
    setReached((furthest) => Math.max(furthest, next));
  }, []);
  const value = useMemo(
    () => ({ steps, step, reached, isLast: step === steps.length - 1, goTo }),
    [steps, step, reached, goTo],
  );
  return <FormStepsContext.Provider value={value}>{children}</FormStepsContext.Provider>;
};

/** Where the user is among the steps. */
export const FormStepper = () => {
  const translate = useTranslate();
  const steps = useFormSteps();
  if (!steps) return null;
  return (
    <Stepper activeStep={steps.step} sx={{ mb: 2, width: '100%' }}>
      {steps.steps.map((each) => (
        <Step key={each.label}>
          <StepLabel>{translate(each.label, { _: each.label })}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
};

/** The inputs of one step: mounted once reached (so they keep their values), shown only when current. */
export const FormStep = ({ index, children }: { index: number; children: ReactNode }) => {
  const steps = useFormSteps();
  if (steps && index > steps.reached) return null;
  return (
    <Box hidden={steps !== undefined && index !== steps.step} sx={{ width: '100%' }}>
      {children}
    </Box>
  );
};
