import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LinkBase, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { LoadedRecord } from '../LoadedRecord';
import type { DeclaredColumn, ResourceDeclaration } from '@dataProvider/declared/declaration';
import { columnText, listPath, textIn } from './declarationProps';
import { formEntries } from '@dataProvider/declared/formEntries';

/** What the show page lists: the columns, then the form's fields the columns leave out. */
function shownFields(declaration: ResourceDeclaration): DeclaredColumn[] {
  const inColumns = new Set(declaration.columns.map(({ source }) => source));
  const fromForm = formEntries(declaration)
    .filter(({ jsonKey }) => !inColumns.has(jsonKey))
    .map(({ jsonKey, label }) => ({ source: jsonKey, label }));
  return [...declaration.columns, ...fromForm];
}

/** `/<resource>/<id>/show`: one record of a declared resource, field by field. */
export const DeclaredShow = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const id = useParams().id ?? '';
  return (
    <Box>
      <Link component={LinkBase} to={listPath(declaration)}>
        {translate('vela.kit.declared.back')}
      </Link>
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {id}
      </Typography>
      <LoadedRecord<RaRecord> resource={declaration.name} id={id}>
        {(record) => (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1 }}>
            {shownFields(declaration).map((field) => (
              <Box key={field.source} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {textIn(field.label, locale)}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {columnText(field, record)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </LoadedRecord>
    </Box>
  );
};
