import { ComingSoon } from '@src/common/ComingSoon';
import { useParams, useTranslate } from 'react-admin';

/** /definitions/{definitionType}/{definitionName}/ui-schema: the UI schema editor of one definition. */
export const DefinitionUiSchema = () => {
  const translate = useTranslate();
  const { definitionName } = useParams<{ definitionName: string }>();
  return <ComingSoon title={`${definitionName ?? ''} · ${translate('vela.definition.uiSchema')}`} />;
};
