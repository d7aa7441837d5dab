import {
  NavigationType,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type Path,
  type To,
} from 'react-router-dom';

/** What the app's history wraps: the browser's, or a memory history in the unit tests (`v5Compat` both). */
type History = ReturnType<typeof createBrowserHistory>;
type Update = Parameters<Parameters<History['listen']>[0]>[0];

/** Whether going from one address to another must wait for the user's answer. */
export type LeaveCheck = (from: Path, to: Path) => boolean;
/** A navigation held back by a leave check: carried out, or dropped (the address stays as it is). */
export interface HeldLeave {
  proceed(): void;
  reset(): void;
}

/**
 * The browser's history as the app's router sees it, with one leave check at a time (an admin form with
 * unsaved changes). react-router's own blocker needs its data router, which weighs about 16 KB more
 * (gzipped) on every shopper page; this is the same idea over the history that router is built on.
 * A held link or `navigate()` is simply not carried out yet; a held Back or Forward has already moved
 * the address, so it is moved back until the user answers, as react-router's blocker does.
 */
export function guardedHistory(history: History) {
  type Check = { leaving: LeaveCheck; onHeld: (leave: HeldLeave) => void };
  let check: Check | undefined;
  /** The check whose question is open; cleared by the answer, or when that check is released. */
  let asking: Check | undefined;
  let letThrough = false;
  let ignoreNextPop = false;
  /** The address the router was last told of (or read when it started). */
  let shown: Location = history.location;

  /** True when the move was held; `move` then runs only if the user proceeds. */
  const hold = (to: Path, move: () => void, undo = () => {}) => {
    if (letThrough || !check?.leaving(shown, to)) return false;
    undo();
    if (asking) return true; // the user is already being asked about an earlier one
    asking = check;
    check.onHeld({
      proceed() {
        asking = undefined;
        letThrough = true;
        move();
      },
      reset() {
        asking = undefined;
      },
    });
    return true;
  };
  const navigate = (to: To, move: (target: Path) => void) => {
    const target = history.encodeLocation(to);
    if (!hold(target, () => move(target))) move(target);
  };
  const samePlace = (one: Path, other: Path) =>
    one.pathname === other.pathname && one.search === other.search && one.hash === other.hash;
  /**
   * A second tap on a link while its page is still loading (the address has changed, the page not yet)
   * does not add the same address to the history twice.
   */
  const isHere = (target: Path) => samePlace(target, history.location);

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: history.createHref,
    createURL: history.createURL,
    encodeLocation: history.encodeLocation,
    go: history.go,
    push(to: To, state?: unknown) {
      navigate(to, (target) => (isHere(target) ? history.replace(to, state) : history.push(to, state)));
    },
    replace(to: To, state?: unknown) {
      navigate(to, () => history.replace(to, state));
    },
    listen(listener: (update: Update) => void) {
      // A Back taken while the app starts, after the router read the address and before it listens, moved
      // the address unseen (the page would go on showing the one before). The history's own count of
      // where it is missed it too: replacing the entry with itself, unheard, sets it right (the next Back
      // or Forward is measured from here); then the listener is told.
      const now = history.location;
      const moved = now.key !== shown.key || !samePlace(now, shown);
      if (moved) history.replace(now, now.state);
      const stop = history.listen((update) => {
        if (ignoreNextPop && update.action === 'POP') {
          ignoreNextPop = false;
          return;
        }
        const { delta } = update;
        const moveBack = () => {
          ignoreNextPop = true;
          history.go(-delta!);
        };
        if (update.action === 'POP' && delta && hold(update.location, () => history.go(delta), moveBack))
          return;
        letThrough = false;
        shown = update.location;
        listener(update);
      });
      if (moved) {
        shown = now;
        listener({ action: NavigationType.Pop, location: now, delta: null });
      }
      return stop;
    },
    /** Holds every navigation `leaving` answers true for until `onHeld`'s answer; returns the release. */
    block(leaving: LeaveCheck, onHeld: (leave: HeldLeave) => void) {
      const mine = { leaving, onHeld };
      check = mine;
      return () => {
        if (check === mine) check = undefined;
        if (asking === mine) asking = undefined;
      };
    },
  };
}

export type BrowserHistory = ReturnType<typeof guardedHistory>;

let browserHistory: BrowserHistory | undefined;

/** The one history of the page, made on first use (never on the server). */
export function theBrowserHistory() {
  browserHistory ??= guardedHistory(createBrowserHistory({ v5Compat: true }));
  return browserHistory;
}
