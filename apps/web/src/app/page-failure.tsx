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
export class PageFailure extends Component<Props, { failed: boolean; address: string }> {
  override state = { failed: false, address: this.props.address };

  /** A new address clears the failure in the same render (a page change's transition), not after it. */
  static getDerivedStateFromProps(props: Props, state: { address: string }) {
    return props.address === state.address ? null : { failed: false, address: props.address };
  }

  static getDerivedStateFromError() {
    return { failed: true };
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
