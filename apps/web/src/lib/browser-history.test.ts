import { describe, expect, it } from 'vitest';
import { UNSAFE_createMemoryHistory as createMemoryHistory, type Path } from 'react-router-dom';
import { guardedHistory, type HeldLeave } from './browser-history';

/** A history at /dashboard then /category/edit/1 (a form), with what the router is told and what is held. */
function setUp() {
  const memory = createMemoryHistory({ initialEntries: ['/dashboard', '/category/edit/1'], v5Compat: true });
  const history = guardedHistory(memory);
  const told: string[] = [];
  history.listen(({ action, location }) => told.push(`${action} ${location.pathname}`));
  const held: HeldLeave[] = [];
  const leavingThePage = (from: Path, to: Path) => from.pathname !== to.pathname;
  const guard = () => history.block(leavingThePage, (leave) => held.push(leave));
  return { memory, history, told, held, guard };
}

describe('the browser history that holds a navigation while a form has unsaved changes', () => {
  it('without a check, links and Back move at once', () => {
    const { history, told } = setUp();
    history.push('/shop');
    history.go(-1);
    expect(told).toEqual(['PUSH /shop', 'POP /category/edit/1']);
  });

  it('a link is held until the answer: staying keeps the page, leaving goes', () => {
    const { history, told, held, guard } = setUp();
    guard();
    history.push('/shop');
    expect(held).toHaveLength(1);
    expect(history.location.pathname).toBe('/category/edit/1');
    held[0]!.reset();
    expect(told).toEqual([]);

    history.push('/shop');
    expect(held).toHaveLength(2);
    held[1]!.proceed();
    expect(told).toEqual(['PUSH /shop']);
    expect(history.location.pathname).toBe('/shop');
  });

  it('Back is held by moving the address back; leaving then goes back for real', () => {
    const { memory, history, told, held, guard } = setUp();
    guard();
    history.go(-1);
    expect(held).toHaveLength(1);
    expect(memory.location.pathname).toBe('/category/edit/1');
    expect(told).toEqual([]);
    held[0]!.proceed();
    expect(told).toEqual(['POP /dashboard']);
  });

  it('while the user is being asked, another try is dropped without a second question', () => {
    const { history, told, held, guard } = setUp();
    guard();
    history.push('/shop');
    history.push('/brands');
    history.go(-1);
    expect(held).toHaveLength(1);
    expect(told).toEqual([]);
  });

  it('a form that lets go while asking leaves no question open for the next form', () => {
    const { history, held, guard } = setUp();
    const release = guard();
    history.push('/shop');
    release();
    guard();
    history.push('/shop');
    expect(held).toHaveLength(2);
  });

  it('a change of the query on the same page is not held', () => {
    const { history, told, held, guard } = setUp();
    guard();
    history.replace('/category/edit/1?tab=specs');
    expect(held).toEqual([]);
    expect(told).toEqual(['REPLACE /category/edit/1']);
  });

  it('a Back taken before the router listens (while the page starts) is told when it does', () => {
    const memory = createMemoryHistory({
      initialEntries: ['/category/1?spec=c', '/category/1?spec=c&brand=s'],
      v5Compat: true,
    });
    const history = guardedHistory(memory);
    const shownFirst = history.location;
    memory.go(-1);
    const told: string[] = [];
    history.listen(({ action, location }) => told.push(`${action} ${location.pathname}${location.search}`));
    expect(shownFirst.search).toBe('?spec=c&brand=s');
    expect(told).toEqual(['POP /category/1?spec=c']);
    history.listen(({ action }) => told.push(`${action} again`));
    expect(told).toHaveLength(1);
  });

  it('a second tap on a link to the address already shown replaces it instead of adding it again', () => {
    const { memory, history } = setUp();
    history.push('/shop');
    history.push('/shop');
    expect(memory.index).toBe(2);
    history.go(-1);
    expect(memory.location.pathname).toBe('/category/edit/1');
  });
});
