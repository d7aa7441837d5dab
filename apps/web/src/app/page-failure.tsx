import { Component, type ReactNode } from 'react';
import { ErrorPanel } from '../components/status';

interface Props {
  /** The address shown: going to another one clears the failure. */
  address: string;
  children: ReactNode;
}

/**
 * A page that fails to draw, most often because its code could not be fetched (the phone went offline,
 * or a newer release replaced the files), shows the load-failure panel instead of an empty screen; its
 * button loads the address afresh.
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
    return this.state.failed ? <ErrorPanel onRetry={() => window.location.reload()} /> : this.props.children;
  }
}
