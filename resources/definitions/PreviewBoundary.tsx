import Alert from '@mui/material/Alert';
import { Component } from 'react';
import type { ReactNode } from 'react';

interface Props {
  /** Changing it (the edited text) lets the preview try again. */
  resetKey: string;
  /** What to show in place of a preview that threw. */
  fallback: (error: Error) => string;
  children: ReactNode;
}

interface State {
  error?: Error;
}

/** Keeps a UI schema that the form cannot draw from taking the editor down with the preview. */
export class PreviewBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: undefined });
  }

  override render() {
    const { error } = this.state;
    return error ? <Alert severity="error">{this.props.fallback(error)}</Alert> : this.props.children;
  }
}
