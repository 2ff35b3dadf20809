import { Component, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';

interface Props {
  children: ReactNode;
  /** The page's path: a new one clears the error. */
  resetKey: string;
}

interface State {
  error: unknown;
}

/**
 * Catches what a screen throws while rendering, or its code failing to download (a dropped
 * connection, or chunk names gone after a deploy): the header and footer stay, the screen says
 * what happened and offers a reload, which also fetches a fresh copy of the site's code.
 * Going to another page clears it.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.warn('A screen failed to render', error);
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section role="alert" className="mx-auto flex min-h-svh max-w-xl flex-col items-center px-4 py-20 text-center">
        <h1 className="text-2xl font-semibold">Something went wrong</h1>
        <p className="text-muted-foreground mt-3">
          This page could not be shown. Please reload it; if that does not help, try again in a few minutes.
        </p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </section>
    );
  }
}
