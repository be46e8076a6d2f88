import { listen } from './listen';

/**
 * The part of the page the visitor sees. On phones the on-screen keyboard shrinks the visual
 * viewport but not the layout viewport, so a `position: fixed; bottom: 0` sheet would sit under the
 * keyboard; sheets and the full-screen panel size themselves from this instead.
 */
export interface ViewportBox {
  /** Distance from the layout viewport's top to the visible area's top (page zoom or keyboard). */
  top: number;
  height: number;
  /** The layout viewport's height (what `position: fixed` is measured against). */
  layoutHeight: number;
}

export function readViewport(view: Window = window): ViewportBox {
  const visual = view.visualViewport;
  return {
    top: visual?.offsetTop ?? 0,
    height: visual?.height ?? view.innerHeight,
    layoutHeight: view.innerHeight,
  };
}

/** Calls back whenever the visible area moves or changes size; returns the unsubscribe. */
export function watchViewport(onChange: () => void, view: Window = window): () => void {
  const visual = view.visualViewport;
  return listen([visual, 'resize', onChange], [visual, 'scroll', onChange], [view, 'resize', onChange]);
}
