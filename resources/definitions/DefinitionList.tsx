import { ComingSoon } from '@src/common/ComingSoon';
import { useGetResourceLabel, useParams, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { isDefinitionType } from './definitionTypes';

/** /definitions/{definitionType}/config: the definitions of one kind. */
export const DefinitionList = () => {
  const translate = useTranslate();
  const getLabel = useGetResourceLabel();
  const { definitionType } = useParams<{ definitionType: string }>();
  if (!isDefinitionType(definitionType)) return <Navigate to="/notFound" replace />;
  const type = translate(`vela.definition.types.${definitionType}`);
  return <ComingSoon title={`${getLabel('definitions', 2)} · ${type}`} />;
};
