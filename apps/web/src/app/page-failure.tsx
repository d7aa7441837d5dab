import { Component, type ReactNode } from 'react';
import { ErrorPanel } from '../components/status';

interface Props {
  /** The address shown: going to another one clears the failure. */
  address: string;
  /** What shows instead; the load-failure panel, whose button loads the address afresh, when not given. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * A part that fails to draw, most often because its code could not be fetched (the phone went offline,
 * or a newer release replaced the files), shows its fallback instead of taking the whole screen down
 * with it.
 */
export class PageFailure extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.address !== this.props.address) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback === undefined ? (
      <ErrorPanel onRetry={() => window.location.reload()} />
    ) : (
      this.props.fallback
    );
  }
}
