import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { LinkBase, useTranslate } from 'react-admin';
import { StatusPage } from '../StatusPage';

interface ObjectNotFoundProps {
  /** The catalog key of the object's kind, such as `vela.glossary.project`. */
  kind: string;
  /** The name the address asked for. */
  name: string;
  /** Where the objects of this kind are listed, and the catalog key of that list's name. */
  backTo: string;
  backLabel: string;
}

/**
 * Inside the layout, in place of an object the server does not know (`/projects/nope`): unlike the
 * 404 route, the address names a real page, only its object is missing.
 */
export const ObjectNotFound = ({ kind, name, backTo, backLabel }: ObjectNotFoundProps) => {
  const translate = useTranslate();
  return (
    <StatusPage
      icon={<SearchOffIcon />}
      title={translate('vela.objectNotFound.title', { kind: translate(kind), name })}
      text={translate('vela.objectNotFound.text')}
      action={
        <Button component={LinkBase} to={backTo} variant="outlined">
          {translate('vela.objectNotFound.back', { place: translate(backLabel) })}
        </Button>
      }
    />
  );
};
