import { useMemo, useState } from 'react';
import { workflowToYaml } from './studioYaml';
import type { StudioWorkflow } from './studioWorkflow';

/**
 * The workflow being edited and the one last saved: the studio has unsaved changes while they differ
 * (compared as the YAML view writes them, so a rewritten but equal text is no change).
 */
export function useStudioState(initial: StudioWorkflow) {
  const [saved, setSaved] = useState(initial);
  const [workflow, setWorkflow] = useState(initial);
  const savedText = useMemo(() => workflowToYaml(saved), [saved]);
  const dirty = useMemo(() => workflowToYaml(workflow) !== savedText, [workflow, savedText]);
  const markSaved = (next: StudioWorkflow) => {
    setSaved(next);
    setWorkflow(next);
  };
  return { workflow, setWorkflow, dirty, markSaved };
}
