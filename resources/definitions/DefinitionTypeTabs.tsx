import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { LinkBase, useTranslate } from 'react-admin';
import { DEFINITION_TYPES } from './definitionTypes';
import type { DefinitionType } from './definitionTypes';

/** One tab per definition type; each is the link to that type's list. */
export const DefinitionTypeTabs = ({ current }: { current: DefinitionType }) => {
  const translate = useTranslate();
  return (
    <Tabs value={current} aria-label={translate('resources.definitions.types')} sx={{ mb: 2 }}>
      {DEFINITION_TYPES.map((type) => (
        <Tab
          key={type}
          value={type}
          label={translate(`vela.definition.types.${type}`)}
          component={LinkBase}
          to={`/definitions/${type}/config`}
        />
      ))}
    </Tabs>
  );
};
