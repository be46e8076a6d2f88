import type { Atom, createStore, WritableAtom } from 'jotai';
import { createContext, type ReactNode, useCallback, useContext, useSyncExternalStore } from 'react';

/**
 * jotai's store, bound to components through React's `useSyncExternalStore` (decision 034).
 *
 * jotai's own React bindings also suspend on atoms holding promises (React 19's `use`, or a shim
 * that throws the promise to a Suspense boundary) and carry a deprecated `delay` option with a
 * 500-character warning. The widget renders no Suspense boundary and reads no atom through a
 * promise, so those paths were dead weight: about 0.7 kB gzip of the bundle. What remains is the
 * part the widget uses: a store per element, read and written through hooks. The store, atoms and
 * their semantics are jotai's; an atom holding a promise is returned as the promise.
 */
type Store = ReturnType<typeof createStore>;

const StoreContext = createContext<Store | undefined>(undefined);

/** Each element renders its view inside one Provider with its own store. */
export function Provider({ store, children }: { store: Store; children?: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useStore(): Store {
  const store = useContext(StoreContext);
  if (!store) throw new Error("agent-chat: used outside its element's store");
  return store;
}

export function useAtomValue<Value>(atom: Atom<Value>): Value {
  const store = useStore();
  // A stable subscribe: useSyncExternalStore subscribes again whenever it changes.
  const subscribe = useCallback((onChange: () => void) => store.sub(atom, onChange), [store, atom]);
  return useSyncExternalStore(subscribe, () => store.get(atom));
}

export function useSetAtom<Value, Args extends unknown[], Result>(
  atom: WritableAtom<Value, Args, Result>,
): (...args: Args) => Result {
  const store = useStore();
  return useCallback((...args: Args) => store.set(atom, ...args), [store, atom]);
}

export function useAtom<Value, Args extends unknown[], Result>(
  atom: WritableAtom<Value, Args, Result>,
): [Value, (...args: Args) => Result] {
  return [useAtomValue(atom), useSetAtom(atom)];
}
