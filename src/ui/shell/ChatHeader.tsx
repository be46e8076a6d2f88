import { format } from '../../i18n/texts';
import type { AgentProfile } from '../../model/agent';
import { newConversationKeyLabel } from '../../model/keyboard-shortcuts';
import { isApplePlatform } from '../../platform/apple-platform';
import { useTexts } from '../hooks/use-texts';
import { AgentAvatar } from '../primitives/AgentAvatar';
import { IconButton } from '../primitives/IconButton';
import { AgentsIcon, CloseIcon, MenuIcon, PlusIcon } from '../primitives/icons';
import { ModelSelector } from './ModelSelector';
import { PanelToggles } from './PanelToggles';
import { VariablesButton } from './VariablesButton';

interface ChatHeaderProps {
  agent: AgentProfile | null;
  title: string;
  listOpen: boolean;
  narrow: boolean;
  onToggleList(): void;
  onNewConversation(): void;
  onClose?: (() => void) | undefined;
}

export function ChatHeader({
  agent,
  title,
  listOpen,
  narrow,
  onToggleList,
  onNewConversation,
  onClose,
}: ChatHeaderProps) {
  const texts = useTexts();
  const iconButton =
    'w-8 h-8 touch:w-11 touch:h-11 shrink-0 rounded-lg flex items-center justify-center text-gray-500 hover:bg-gray-100 hover:text-gray-800';
  const collaborators = agent?.collaborators.length ?? 0;
  return (
    <header
      className="min-h-[3.5rem] shrink-0 flex items-center gap-2 px-3 py-1 border-b border-gray-200 bg-white"
      part="header"
    >
      <button
        type="button"
        className={iconButton}
        aria-label={listOpen ? texts.collapseList : texts.expandList}
        aria-expanded={listOpen}
        part="toggle-conversations conversation-list-toggle"
        onClick={onToggleList}
      >
        <MenuIcon className="w-5 h-5" />
      </button>
      <AgentAvatar
        name={agent?.name ?? title}
        icon={agent?.icon ?? ''}
        color={agent?.color ?? ''}
        size="sm"
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-1.5 min-w-0">
          {/* h2: the host page owns the h1 (decision 030). */}
          <h2 className="text-sm font-semibold text-gray-900 truncate" part="chat-title title">
            {title || agent?.name || ''}
          </h2>
          {collaborators > 0 ? (
            <span
              className="shrink-0 inline-flex items-center gap-0.5 rounded-full bg-brand-50 px-1.5 text-[11px] leading-[18px] text-brand-700"
              part="agents-badge"
              title={format(texts.collaboratorCount, collaborators)}
            >
              <AgentsIcon className="w-3 h-3" />
              <span aria-hidden="true">{collaborators}</span>
              <span className="sr-only">{format(texts.collaboratorCount, collaborators)}</span>
            </span>
          ) : null}
        </div>
        {agent?.description ? <p className="text-xs text-gray-400 truncate">{agent.description}</p> : null}
      </div>
      <ModelSelector />
      <VariablesButton className={iconButton} />
      {listOpen || narrow ? null : (
        <IconButton
          label={format(texts.newConversationWithKey, newConversationKeyLabel(isApplePlatform()))}
          part="header-new-conversation new-conversation-button"
          className={iconButton}
          onClick={onNewConversation}
        >
          <PlusIcon className="w-5 h-5" />
        </IconButton>
      )}
      <PanelToggles narrow={narrow} className={iconButton} />
      {onClose ? (
        <IconButton label={texts.closeChat} part="close-chat" className={iconButton} onClick={onClose}>
          <CloseIcon className="w-5 h-5" />
        </IconButton>
      ) : null}
    </header>
  );
}
