/** The panel a step's text sits in: its log, and its inputs, outputs and properties as YAML. */
export const STEP_TEXT_BOX = {
  m: 0,
  p: 1.5,
  bgcolor: 'action.hover',
  borderRadius: 1,
  overflow: 'auto',
  maxHeight: 360,
  fontSize: 13,
} as const;
