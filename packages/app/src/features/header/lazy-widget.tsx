import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';

/** A widget's code that could not be fetched (the network): the one failure a lazy widget absorbs. */
class WidgetLoadError extends Error {
  constructor(what: string, cause: unknown) {
    super(`${what} could not be loaded.`, { cause });
    this.name = 'WidgetLoadError';
  }
}

type LoadBoundaryProps = { onLoadFailed: (error: WidgetLoadError) => void; children: ReactNode };

/** Shows nothing once the widget's code failed to load; any other error goes on to the route's error screen. */
class LoadBoundary extends Component<LoadBoundaryProps, { error?: unknown }> {
  override state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof WidgetLoadError) this.props.onLoadFailed(error);
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (error instanceof WidgetLoadError) return null;
    throw error;
  }
}

export type LazyWidgetProps = {
  /** Called when the widget's code could not be fetched, so the caller can forget it was asked for. */
  onLoadFailed?: () => void;
};

/**
 * A widget whose code is fetched the first time it renders (issue 11: what the first load can do without), with
 * no placeholder while it comes: render it only once it is wanted. A failed fetch does not break the page: it is
 * reported, the widget shows nothing and `onLoadFailed` is called; the next render fetches again.
 */
export function lazyWidget<Props extends object>(
  what: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props & LazyWidgetProps> {
  const fetchWidget = () =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch (error) {
        throw new WidgetLoadError(what, error);
      }
    });
  let Widget = fetchWidget();

  // biome-ignore lint/correctness/noComponentHookFactories: made once per widget at module level, as React.lazy is
  function LazyWidget({ onLoadFailed, ...props }: Props & LazyWidgetProps) {
    return (
      <LoadBoundary
        onLoadFailed={(error) => {
          console.warn(error.message, error.cause);
          // React keeps a lazy component's failure: a fresh one fetches again next time.
          Widget = fetchWidget();
          onLoadFailed?.();
        }}
      >
        <Suspense fallback={null}>
          <Widget {...(props as Props)} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return LazyWidget;
}
