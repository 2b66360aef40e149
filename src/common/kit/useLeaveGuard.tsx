import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { Confirm } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useOpenedOnce } from './useOpenedOnce';
import { useUnloadWarning } from './useUnloadWarning';

export interface LeaveGuardTexts {
  /** Catalog keys of the question. */
  title?: string;
  content?: string;
}

/** The in-app address a plain click on a link goes to, or undefined when the browser should handle it. */
function inAppTarget(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return undefined;
  if (anchor.target && anchor.target !== '_self') return undefined;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A page that holds unsaved work (a studio): while `dirty`, a click on any in-app link asks before
 * leaving, and leaving or reloading the page brings the browser's warning. The console's BrowserRouter
 * cannot block navigation, so the links are stopped before react-router sees their click.
 * Returns the question, to render once.
 */
export function useLeaveGuard(
  dirty: boolean,
  { title = 'vela.kit.form.discardTitle', content = 'vela.kit.form.discardText' }: LeaveGuardTexts = {},
): ReactElement {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const [target, setTarget] = useState<string>();
  useUnloadWarning(dirty);
  useEffect(() => {
    if (!dirty) return;
    const here = `${pathname}${search}${hash}`;
    const stop = (event: MouseEvent) => {
      const to = inAppTarget(event);
      if (to === undefined || to === here) return;
      event.preventDefault();
      event.stopPropagation();
      setTarget(to);
    };
    document.addEventListener('click', stop, true);
    return () => document.removeEventListener('click', stop, true);
  }, [dirty, pathname, search, hash]);
  const asked = useOpenedOnce(target !== undefined);
  if (!asked) return <></>;
  return (
    <Confirm
      isOpen={target !== undefined}
      title={title}
      content={content}
      confirm="vela.kit.form.discard"
      cancel="vela.kit.form.keepEditing"
      confirmColor="warning"
      onConfirm={() => {
        setTarget(undefined);
        if (target !== undefined) navigate(target);
      }}
      onClose={() => setTarget(undefined)}
    />
  );
}
