/**
 * The screen kit: the pieces every list, form and destructive action of the console is built from.
 * docs/ARCHITECTURE.md ("Building a screen") shows them together; `declared/` builds whole resources
 * from declarations (docs/declared-resources.md).
 */
export { ListFrame } from './ListFrame';
export type { ListFrameProps } from './ListFrame';
export { ListSection } from './ListSection';
export type { ListSectionProps } from './ListSection';
export { ListBody } from './ListBody';
export { ListHeading } from './ListHeading';
export { ListPagination } from './ListPagination';
export { ListSkeleton } from './ListSkeleton';
export { RefreshButton } from './RefreshButton';
export { EmptyState } from './EmptyState';
export { ErrorState } from './ErrorState';
export { PanelBoundary } from './PanelBoundary';
export { ChoicesError } from './ChoicesError';
export type { FailedLookup } from './ChoicesError';
export { LookupSelectInput } from './LookupSelectInput';
export type { ChoicesLookup, LookupSelectInputProps } from './LookupSelectInput';
export { FormDrawer, DRAWER_WIDTH, WIDE_DRAWER_WIDTH } from './FormDrawer';
export { CreateForm } from './CreateForm';
export { EditForm } from './EditForm';
export { ActionForm } from './ActionForm';
export { UrlFormDrawer } from './UrlFormDrawer';
export type { UrlFormDrawerProps } from './UrlFormDrawer';
export { LoadedRecord } from './LoadedRecord';
export { CreateEditDrawers } from './CreateEditDrawers';
export { FormSteps, FormStep, FormStepper } from './FormSteps';
export { useFormSteps } from './formStepsContext';
export type { FormStepDefinition } from './formStepsContext';
export { FormSkeleton } from './FormSkeleton';
export { LoadingBlock } from './LoadingBlock';
export { DiscardGuard } from './DiscardGuard';
export { useFormFrame, useDiscardGuard } from './formFrameContext';
export { useLeaveGuard } from './useLeaveGuard';
export type { LeaveGuardTexts } from './useLeaveGuard';
export { useUrlDrawer } from './useUrlDrawer';
export type { UrlDrawer } from './useUrlDrawer';
export { useUrlList } from './useUrlList';
export { useUrlParams, useUrlState } from './useUrlState';
export type { UrlChanges, UrlHistory } from './useUrlState';
export { ConfirmButton } from './ConfirmButton';
export type { AccessCheck } from './ConfirmButton';
export { DeleteButton } from './DeleteButton';
export { RowEditButton } from './RowEditButton';
export { SecretValue } from './SecretValue';
export type { SecretValueProps } from './SecretValue';
export { StatusChip } from './StatusChip';
export type { StatusTone } from './StatusChip';
export { statusColorKey as statusTone } from '@src/theme';
export { useSuccessNotify, SUCCESS_TOAST_MS } from './useSuccessNotify';
export { errorText } from './errorText';
export { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
export { useNarrowScreen } from './useNarrowScreen';
