import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Component } from 'react';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  /** What the panel is, as a catalog key or text: "Service endpoints could not be shown". */
  name: string;
  /** Called on Retry before the panel renders again, e.g. to reset the queries it failed on. */
  onRetry?: () => void;
  /** A widget of a bar (the top bar's menus): one line with the reason in its tooltip, not a card. */
  compact?: boolean;
  /** The data the panel draws: a new value (the answer of a retried query) draws the panel again. */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error?: Error;
}

interface FailureProps {
  name: string;
  error: Error;
  onRetry: () => void;
}

const CompactFailure = ({ name, error, onRetry }: FailureProps) => {
  const translate = useTranslate();
  return (
    <Stack role="alert" direction="row" alignItems="center" spacing={0.5} title={error.message}>
      <ErrorOutlineIcon fontSize="small" />
      <Typography variant="body2">
        {translate('vela.kit.panel.failed', { name: translate(name, { _: name }) })}
      </Typography>
      <Button color="inherit" size="small" onClick={onRetry}>
        {translate('vela.kit.error.retry')}
      </Button>
    </Stack>
  );
};

const PanelFailure = ({ name, error, onRetry }: FailureProps) => {
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

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: undefined });
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ error: undefined });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const Failure = this.props.compact ? CompactFailure : PanelFailure;
    return <Failure name={this.props.name} error={error} onRetry={this.retry} />;
  }
}
