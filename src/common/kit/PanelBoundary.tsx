import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Component } from 'react';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  /** What the panel is, as a catalog key or text: "Service endpoints could not be shown". */
  name: string;
  /** Called on Retry before the panel renders again, e.g. to reset the queries it failed on. */
  onRetry?: () => void;
  children: ReactNode;
}

interface State {
  error?: Error;
}

const PanelFailure = ({ name, error, onRetry }: { name: string; error: Error; onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('vela.kit.error.retry')}
        </Button>
      }
    >
      <AlertTitle>{translate('vela.kit.panel.failed', { name: translate(name, { _: name }) })}</AlertTitle>
      {error.message}
    </Alert>
  );
};

/**
 * One panel of a page that crashed while rendering: the panel says so and offers Retry, the rest of the
 * page keeps working (the layout's ErrorBoundary replaces the whole page).
 */
export class PanelBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ error: undefined });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <PanelFailure name={this.props.name} error={error} onRetry={this.retry} />;
  }
}
