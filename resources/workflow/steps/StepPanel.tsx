import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { StatusChip, useUrlState, type StatusTone } from '@src/common/kit';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface StepPanelProps<Name extends string> {
  /** What the ids tying the title, the tabs and the panel together start with (`step`, `run-step`). */
  idPrefix: string;
  /** The catalog prefix of `title` and `tabs.<name>`. */
  messages: string;
  /** The step's name as the graph shows it. */
  name: string;
  /** The step's phase, as its chip shows it. */
  phase: { label: string; tone: StatusTone };
  /** The tabs; the first is open unless the address names another (`?tab=`). */
  tabs: readonly Name[];
  children: (tab: Name) => ReactNode;
}

/** The open step: its name and phase, and its tabs, the open one kept in the address. */
export function StepPanel<Name extends string>({
  idPrefix,
  messages,
  name,
  phase,
  tabs,
  children,
}: StepPanelProps<Name>) {
  const translate = useTranslate();
  const [asked, choose] = useUrlState('tab');
  const tab = tabs.find((known) => known === asked) ?? tabs[0];
  return (
    <Box component="section" aria-labelledby={`${idPrefix}-title`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={`${idPrefix}-title`} variant="subtitle1" component="h3">
          {translate(`${messages}.title`, { name })}
        </Typography>
        <StatusChip label={phase.label} tone={phase.tone} />
      </Box>
      <Tabs value={tab} onChange={(_event, next: Name) => choose(next)} sx={{ mb: 2 }}>
        {tabs.map((each) => (
          <Tab
            key={each}
            value={each}
            label={translate(`${messages}.tabs.${each}`)}
            id={`${idPrefix}-tab-${each}`}
            aria-controls={`${idPrefix}-panel-${each}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${idPrefix}-panel-${tab}`} aria-labelledby={`${idPrefix}-tab-${tab}`}>
        {children(tab)}
      </Box>
    </Box>
  );
}
