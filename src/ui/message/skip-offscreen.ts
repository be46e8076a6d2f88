/**
 * A message off screen skips style, layout and paint (decision 051): without it every frame of a
 * long conversation's scrolling walked all its messages (pre-paint of 1,000 messages took 60–140 ms
 * a frame), so scrolling crawled. `auto` keeps a message's last rendered height as its stand-in
 * once it has been shown; the clip margin leaves room for focus rings at a message's edges, which
 * the paint containment this brings would otherwise cut.
 *
 * Not for a message that holds a form: its drop-down lists open past the message's box.
 */
export const SKIP_OFFSCREEN_STYLE = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 160px',
  overflowClipMargin: '8px',
} as const;
