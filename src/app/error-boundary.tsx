import { Component, type ReactNode } from 'react';
import { reportError } from '../adapters/error-reporting';
import { shellText } from '../engine/shell-copy';

interface State {
  failed: boolean;
}

/** A render error shows a way out instead of a blank screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  // Set in the constructor, not as a class field: our es2020 target would bring
  // in a defineProperty helper chunk for it, on the first screen's critical path.
  constructor(props: { children: ReactNode }) {
    super(props);
    this.state = { failed: false };
  }

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    reportError(error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="page page-center">
        <h1>{shellText('errorTitle')}</h1>
        <p>{shellText('renderFailedText')}</p>
        <div className="actions">
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            {shellText('renderFailedRetry')}
          </button>
        </div>
      </div>
    );
  }
}
