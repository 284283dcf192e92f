import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface Props {
  children: ReactNode;
  /** when it changes (a new location), a caught error is forgotten and the children render again */
  resetKey?: string;
}

/** Catches what a route throws while loading (a ChunkLoadError) or rendering, and shows the error screen. */
export class RouteErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null)
      this.setState({ error: null });
  }

  override render() {
    return this.state.error === null ? this.props.children : <ErrorScreen error={this.state.error} />;
  }
}
