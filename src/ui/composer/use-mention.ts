import { type KeyboardEvent, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import type { CollaboratingAgent } from '../../model/collaborating-agents';
import { filterMentionable, insertMention, mentionQueryAt } from '../../model/mentions';
import { agentAtom } from '../../state/chat-store';
import { useAtomValue } from '../hooks/atom-hooks';
import { domEvent } from '../hooks/dom-event';

const NO_AGENTS: CollaboratingAgent[] = [];

/**
 * The @-mention list of the composer (screens doc section 4): open while an `@query` is typed at
 * the caret and some agent matches; arrows move, Enter or Tab chooses, Escape closes. The list
 * follows the text and caret, so clearing the text (a send) closes it with nothing to reset.
 */
export function useMention(
  textarea: RefObject<HTMLTextAreaElement | null>,
  draft: string,
  setDraft: (text: string) => void,
) {
  const agents = useAtomValue(agentAtom)?.collaborators ?? NO_AGENTS;
  const [caret, setCaret] = useState<number | null>(null);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  // The active option belongs to the query it was chosen in: a new query starts at the top.
  const [active, setActiveFor] = useState({ query: '', index: 0 });
  const pendingCaret = useRef<number | null>(null);
  const listId = useId();
  const query =
    caret === null || caret > draft.length || agents.length === 0 ? undefined : mentionQueryAt(draft, caret);
  const options = query ? filterMentionable(agents, query.query) : NO_AGENTS;
  const open = query !== undefined && options.length > 0 && dismissedAt !== query.start;
  const queryKey = query ? `${query.start}:${query.query}` : '';
  const activeIndex = active.query === queryKey ? Math.min(active.index, Math.max(options.length - 1, 0)) : 0;
  const setActive = (index: number) => setActiveFor({ query: queryKey, index });

  // The caret goes after the inserted name once the new text is in the textarea.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the new text has rendered.
  useLayoutEffect(() => {
    const element = textarea.current;
    if (pendingCaret.current === null || !element) return;
    element.setSelectionRange(pendingCaret.current, pendingCaret.current);
    setCaret(pendingCaret.current);
    pendingCaret.current = null;
  }, [draft, textarea]);

  const track = () => {
    const element = textarea.current;
    const position = element ? element.selectionStart : null;
    setCaret(position);
    // Once the dismissed @ is gone (deleted, sent), the next @ opens the list again.
    if (!element || position === null || !mentionQueryAt(element.value, position)) setDismissedAt(null);
  };

  const choose = (agent: CollaboratingAgent) => {
    if (!query) return;
    const result = insertMention(draft, query, agent.name);
    pendingCaret.current = result.caret;
    setDismissedAt(null);
    setDraft(result.text);
    textarea.current?.focus();
  };

  /** Handles the keys the open list owns; false when the composer should handle the key. */
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open || domEvent(event).isComposing) return false;
    const move = (step: number) => setActive((activeIndex + step + options.length) % options.length);
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Enter' || event.key === 'Tab') {
      const chosen = options[activeIndex];
      if (chosen) choose(chosen);
    } else if (event.key === 'Escape') setDismissedAt(query.start);
    else return false;
    event.preventDefault();
    // Escape closes the list only, never the launcher's panel around the chat.
    event.stopPropagation();
    return true;
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const inputProps =
    agents.length === 0
      ? {}
      : {
          role: 'combobox',
          'aria-autocomplete': 'list' as const,
          'aria-expanded': open,
          'aria-controls': listId,
          'aria-activedescendant': open ? optionId(activeIndex) : undefined,
        };
  return {
    hasAgents: agents.length > 0,
    open,
    options,
    active: activeIndex,
    setActive,
    listId,
    optionId,
    choose,
    track,
    onKeyDown,
    inputProps,
  };
}

export type MentionControl = ReturnType<typeof useMention>;
