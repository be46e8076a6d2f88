import { useEffect, useRef } from 'react';
import { useTexts } from '../hooks/use-texts';
import { AgentAvatar } from '../primitives/AgentAvatar';
import type { MentionControl } from './use-mention';

/**
 * The agents an @ can address (screens doc section 9: 200 px wide, at most 200 px high, scrolls),
 * above the input. The textarea keeps focus; aria-activedescendant names the active option.
 */
export function MentionList({ mention }: { mention: MentionControl }) {
  const texts = useTexts();
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    list.current?.children[mention.active]?.scrollIntoView({ block: 'nearest' });
  }, [mention.active]);
  if (!mention.open) return null;
  return (
    <div
      ref={list}
      id={mention.listId}
      role="listbox"
      aria-label={texts.mentionListLabel}
      part="mention-list"
      className="absolute bottom-full left-0 mb-2 z-30 w-[200px] max-h-[200px] overflow-y-auto rounded-xl border border-gray-200 bg-white py-1 shadow-lg"
    >
      {mention.options.map((agent, index) => (
        // biome-ignore lint/a11y/useFocusableInteractive: listbox pattern, focus stays in the textarea (aria-activedescendant).
        // biome-ignore lint/a11y/useKeyWithClickEvents: the textarea handles the keys (arrows, Enter, Tab, Escape).
        <div
          key={`${agent.kind}:${agent.id}`}
          id={mention.optionId(index)}
          role="option"
          aria-selected={index === mention.active}
          part="mention-option"
          data-agent-id={agent.id}
          className={`flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm [@media(pointer:coarse)]:min-h-[44px] ${
            index === mention.active ? 'bg-brand-50 text-brand-700' : 'text-gray-700'
          }`}
          // The textarea keeps focus (and the caret) while the visitor clicks an option.
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => mention.setActive(index)}
          onClick={() => mention.choose(agent)}
        >
          <AgentAvatar name={agent.name} icon={agent.icon} color={agent.color} size="xs" />
          <span className="min-w-0 flex-1">
            <span className="block truncate">{agent.name}</span>
            {agent.description ? (
              <span className="block truncate text-xs text-gray-400">{agent.description}</span>
            ) : null}
          </span>
          {agent.kind === 'a2a' ? (
            <span className="shrink-0 rounded bg-gray-100 px-1 text-[10px] text-gray-500">
              {texts.a2aTag}
            </span>
          ) : null}
        </div>
      ))}
    </div>
  );
}
