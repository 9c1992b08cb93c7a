import type { MouseEvent, ReactNode } from 'react';
import { Link, useRouter } from '../../router/router-react';
import { Button } from './button';
import type { NotificationAction } from './notification-types';

interface ToastActionProps {
  action: NotificationAction;
  children: ReactNode;
  /** Closes the toast once the action ran. */
  onDone: () => void;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/** A route action is a real link (it can be opened in a new tab); the others are buttons. */
export function ToastAction({ action, children, onDone }: ToastActionProps) {
  if (action.route !== undefined) return <RouteAction action={action} route={action.route} onDone={onDone}>{children}</RouteAction>;
  const press = () => {
    const result = action.onPress?.();
    if (!isThenable(result)) return onDone();
    return Promise.resolve(result).then(onDone, (error: unknown) => {
      onDone();
      throw error;
    });
  };
  return (
    <Button size="small" variant="secondary" className="toast-action" onPress={press}>
      {children}
    </Button>
  );
}

function RouteAction({ action, route, children, onDone }: ToastActionProps & { route: NonNullable<NotificationAction['route']> }) {
  const router = useRouter();
  const { routeTarget } = action;
  // The address keeps its own target for what the browser does on modified clicks.
  const to = typeof route === 'string' || !routeTarget ? route : { ...route, target: routeTarget };
  const stringInNewTab = typeof route === 'string' && routeTarget === 'new';

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    void action.onPress?.();
    if (isPlainClick(event)) {
      event.preventDefault();
      if (routeTarget === 'new') router.openInNewWindow(route);
      else if (routeTarget === 'replace') void router.replaceRoute(route);
      else void router.navigate(route);
    }
    onDone();
  };

  return (
    <Link
      to={to}
      className="ui-button ui-button-secondary ui-button-small toast-action"
      target={stringInNewTab ? '_blank' : undefined}
      rel={stringInNewTab ? 'noopener' : undefined}
      onClick={handleClick}
    >
      {children}
    </Link>
  );
}
