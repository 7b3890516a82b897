import { Component, type ReactNode } from 'react';
import { ErrorPage } from '../../components/error-page';

type Props = { children: ReactNode; resetKey?: string };
type State = { failedAt: string | undefined | null };

/**
 * Shows the error page when a page throws while rendering. Inside the layout it is keyed by the location,
 * so moving to another page through the still-working menu clears the error.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: undefined };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failedAt === undefined) return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <ErrorPage />;
  }
}
