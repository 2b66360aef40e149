import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import type { AddonDetail } from '@dataProvider/verbs/addons';
import { LinkBase, useTranslate } from 'react-admin';
import { DetailSection } from './DetailSection';

interface Props {
  dependencies: NonNullable<AddonDetail['dependencies']>;
  /** Where a dependency's name leads: that addon's drawer. */
  addonPath: (name: string) => string;
}

/** The addons this one needs, each opening its own drawer. */
export const AddonDependencies = ({ dependencies, addonPath }: Props) => {
  const translate = useTranslate();
  if (dependencies.length === 0) return null;
  return (
    <DetailSection title="resources.addons.detail.dependencies">
      <Alert severity="info">{translate('resources.addons.detail.dependenciesNotice')}</Alert>
      <List dense>
        {dependencies.map(({ name }) => (
          <ListItem key={name}>
            <Link component={LinkBase} to={addonPath(name ?? '')}>
              {name}
            </Link>
          </ListItem>
        ))}
      </List>
    </DetailSection>
  );
};
