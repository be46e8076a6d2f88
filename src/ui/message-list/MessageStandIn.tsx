import { markdownToPlainText } from '../../content/plain-text';
import type { ChatMessage } from '../../model/message';

/**
 * Transparent words: a visitor scrolling faster than the list renders sees blank room for a frame
 * rather than unstyled text. No `content-visibility`: its paint containment gave each of 1,000
 * stand-ins property nodes that pre-paint walked every frame (decision 072); the list contains paint
 * once per box of about sixteen far messages instead (decision 084). One object for every stand-in;
 * `watch` sets each one's height.
 */
const STAND_IN_STYLE = { color: 'transparent', overflow: 'hidden' };

/**
 * The words a stand-in holds: who speaks (as a rendered message tells screen readers), then the
 * text, without markdown's marks.
 */
export function standInWords(message: ChatMessage, speaker: string): string {
  return `${speaker}\n${message.role === 'USER' ? message.content : markdownToPlainText(message.content)}`;
}

/**
 * A message far from the view (decision 072): one element with its words, in the same room, with
 * the same parts and id, and none of its controls, components or structure. Find-in-page and
 * screen readers reach the words, which `watch` puts in it (`standInWords`) in a task after its
 * height (decision 083). It becomes the rendered message again before it scrolls into view.
 */
export function messageStandIn(message: ChatMessage, watch: (element: HTMLElement | null) => void) {
  return (
    <div
      key={message.id}
      ref={watch}
      style={STAND_IN_STYLE}
      part={message.role === 'USER' ? 'message user-message' : 'message assistant-message'}
      data-message-id={message.id}
      data-stand-in=""
    />
  );
}
