import { lazy, useEffect, type ReactNode } from 'react';
import {
  currentSymbolChanged,
  currentUnderlyingChanged,
  loginLink,
  selectSession,
  useAppSelector,
  useAppStore,
} from 'shared-core';
import { useHostServices } from 'shared-http';
import type { DemoCredentials } from '../deployment';
import { navigate, useLocationPath } from './history';
import { parseHelpRoute } from './helpCenter';
import { SignInPage } from './SignInPage';
import { isSignInPath, parseTradeRoute, routeRedirect, routeStoreUpdate, sessionEndRoute } from './tradeRoutes';

/** A help article is opened rarely and in its own window: its own chunk, off the first load. */
const HelpCenterPage = lazy(() => import('./HelpCenterPage').then((m) => ({ default: m.HelpCenterPage })));

/** Sign-in and help pages are public and are not trading routes: no redirect, no instrument. */
const outsideTrading = (p: string): boolean => isSignInPath(p) || parseHelpRoute(p) !== null;

/** A redirect keeps the address's query and hash (campaign parameters, test fixtures). */
const keepQuery = (pathname: string): string => `${pathname}${location.search}${location.hash}`;

export interface HostRoutesProps {
  /** The trading page, shown on every trading route. */
  children: ReactNode;
  demoCredentials?: DemoCredentials;
  /** Clock for inverse-futures period codes (tests pass a fixed one). */
  now?: () => number;
}

/**
 * The host's routes (spec §2): `/login` and `/register` show the sign-in page; trading routes show
 * the trading page and keep URL and store in step — opening a route (a link, a reload,
 * back/forward) makes its instrument current; a widget making an instrument of another trade type
 * current replaces the URL with that instrument's route. Anonymous visitors go to
 * `/login?redirect_url=<address>`. A session ended by the exchange (`endedBy` set) is not sent
 * away: the session gate handles that re-login in place. A session end switches the module to
 * Trade (spec §4): from another module's route the page goes to the trading route of the current
 * instrument (`sessionEndRoute`); on a trading route it stays, widgets mounted.
 */
export function HostRoutes({ children, demoCredentials, now = Date.now }: HostRoutesProps) {
  const path = useLocationPath();
  const queryAt = path.indexOf('?');
  const pathname = queryAt < 0 ? path : path.slice(0, queryAt);
  const search = queryAt < 0 ? '' : path.slice(queryAt);
  const store = useAppStore();
  const { bus } = useHostServices();
  const session = useAppSelector(selectSession);
  const help = parseHelpRoute(pathname);
  const mustSignIn = session.status === 'anonymous' && session.endedBy === null && !outsideTrading(pathname);

  // URL → store, then the redirect rule against the updated store.
  useEffect(() => {
    if (outsideTrading(pathname)) return;
    const route = parseTradeRoute(pathname);
    if (route) {
      const update = routeStoreUpdate(route, store.getState().trading, now());
      if (update.currentSymbol !== undefined) store.dispatch(currentSymbolChanged(update.currentSymbol));
      if (update.currentUnderlying !== undefined) store.dispatch(currentUnderlyingChanged(update.currentUnderlying));
    }
    const target = routeRedirect(pathname, store.getState().trading.currentSymbol, now());
    if (target) navigate(keepQuery(target), { replace: true });
  }, [pathname, store, now]);

  // Store → URL: a widget picks an instrument of another trade type.
  useEffect(() => {
    let last = store.getState().trading.currentSymbol;
    return store.subscribe(() => {
      const symbol = store.getState().trading.currentSymbol;
      if (symbol === last) return;
      last = symbol;
      if (outsideTrading(location.pathname)) return;
      const target = routeRedirect(location.pathname, symbol, now());
      if (target) navigate(keepQuery(target), { replace: true });
    });
  }, [store, now]);

  // Session end (10007, 33003, 10009) → the Trade module.
  useEffect(() => {
    const subscription = bus.on('session.ended').subscribe(() => {
      if (outsideTrading(location.pathname)) return;
      const target = sessionEndRoute(location.pathname, store.getState().trading, now());
      if (target) navigate(target);
    });
    return () => subscription.unsubscribe();
  }, [bus, store, now]);

  useEffect(() => {
    if (mustSignIn) navigate(loginLink(location.href), { replace: true });
  }, [mustSignIn]);

  if (pathname === '/login' || pathname === '/register')
    return (
      <SignInPage
        mode={pathname === '/login' ? 'login' : 'register'}
        search={search}
        demoCredentials={demoCredentials}
      />
    );
  if (help) return <HelpCenterPage route={help} now={now} />;
  if (mustSignIn || !parseTradeRoute(pathname)) return null;
  return <>{children}</>;
}
