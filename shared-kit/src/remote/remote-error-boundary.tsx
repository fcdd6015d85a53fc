import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteErrorFallback } from '@pimento/shared-kit/ui/remote-error-fallback';
import { reportError } from '@pimento/shared-kit/remote/error-reports';

type Props = { children: ReactNode; name: string; build?: string };
type State = { error: Error | null; attempt: number };

/** A remote's own error boundary: a crash stays in the remote's slot, with a retry button. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.name}] crashed`, error, info.componentStack);
    reportError(error, { remote: this.props.name, build: this.props.build, componentStack: info.componentStack ?? undefined });
  }

  private readonly handleRetry = () => this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));

  override render() {
    if (this.state.error) return <RemoteErrorFallback kind="crash" onRetry={this.handleRetry} detail={this.state.error.message} />;
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}
