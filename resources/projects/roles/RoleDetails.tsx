import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { displayName } from '@dataProvider/displayName';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { Role } from '../shared/projectRole';

const Item = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: 2 }}>
        {children}
      </Typography>
    </>
  );
};

/** A role as those who may not change it see it. */
export const RoleDetails = ({ role }: { role: Role }) => (
  <Stack component="dl" sx={{ m: 0, p: 2 }}>
    <Item label="resources.projectRoles.fields.name">{role.name}</Item>
    <Item label="resources.projectRoles.fields.alias">{role.alias || '-'}</Item>
    <Item label="resources.projectRoles.fields.permissions">
      <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
        {(role.permissions ?? []).map((permission) => (
          <Chip key={permission.name} size="small" variant="outlined" label={displayName(permission)} />
        ))}
      </Stack>
    </Item>
  </Stack>
);
