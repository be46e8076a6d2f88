import { markdownToPlainText } from '../../content/plain-text';
import type { ChatMessage } from '../../model/message';

/** The room a message never rendered takes until it is: decision 051's estimate. */
const UNMEASURED_HEIGHT = 160;

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
 * screen readers reach the words, which `watch` puts in it (`standInWords`). It becomes the
 * rendered message again before it scrolls into view.
 */
export function messageStandIn(
  message: ChatMessage,
  speaker: string,
  height: number | undefined,
  watch: (element: HTMLElement | null) => void,
) {
  return (
    <div
      // A new speaker (the agent's name arrives) makes a new stand-in: its words are set once.
      key={message.id + speaker}
      ref={watch}
      // Transparent words: a visitor scrolling faster than the list renders sees blank room for a
      // frame rather than unstyled text. No `content-visibility`: its paint containment gave each of
      // 1,000 stand-ins property nodes that pre-paint walked every frame (decision 072).
      style={{ height: height ?? UNMEASURED_HEIGHT, color: 'transparent', overflow: 'hidden' }}
      part={message.role === 'USER' ? 'message user-message' : 'message assistant-message'}
      data-message-id={message.id}
      data-stand-in=""
    />
  );
}
