import { format } from '../../i18n/texts';
import { type Bot, unreadBadgeText } from '../../model/bot';
import { useTexts } from '../hooks/use-texts';
import { AgentAvatar } from '../primitives/AgentAvatar';
import { IconButton } from '../primitives/IconButton';
import { PinIcon, SubBotIcon, TrashIcon, UnpinIcon } from '../primitives/icons';

interface BotRowProps {
  bot: Bot;
  current: boolean;
  busy: boolean;
  onSelect(): void;
  onTogglePin(): void;
  onRemove(): void;
}

/** Screens doc section 9 asks 44 px targets on touch screens; the actions stay visible there. */
const ACTION_BUTTON =
  'shrink-0 w-8 h-8 touch:w-11 touch:h-11 rounded-lg flex items-center justify-center text-gray-400 hover:bg-gray-200 hover:text-gray-700 disabled:opacity-40 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

/**
 * One bot: choosing it is a button of its own (the row also answers a click anywhere), and 置顶 /
 * 移除 are separate buttons beside it, always in the tab order and never hover-only (decision 023).
 */
export function BotRow({ bot, current, busy, onSelect, onTogglePin, onRemove }: BotRowProps) {
  const texts = useTexts();
  const badge = unreadBadgeText(bot.unreadCount);
  const pinLabel = bot.pinned ? texts.unpinBot : texts.pinBot;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a pointer shortcut; the inner button is the keyboard way in.
    <li
      className={`flex items-center gap-0.5 rounded-lg pr-1 cursor-pointer ${
        current ? 'bg-brand-50 text-brand-700' : 'text-gray-800 hover:bg-gray-100'
      }`}
      part="bot-item"
      aria-current={current ? 'true' : undefined}
      data-bot-id={bot.id}
      onClick={onSelect}
    >
      <button
        type="button"
        className="flex-1 min-w-0 flex items-center gap-2.5 rounded-lg px-2 py-2 touch:min-h-[44px] text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        title={bot.description || bot.name}
        part="bot-select"
        onClick={(event) => {
          event.stopPropagation();
          onSelect();
        }}
      >
        <AgentAvatar name={bot.name} icon={bot.icon} color={bot.color} size="md" />
        <span className="flex-1 min-w-0 flex flex-col">
          <span className="flex items-center gap-1 min-w-0">
            <span className="truncate text-sm font-medium" part="bot-name">
              {bot.name}
            </span>
            {bot.hasSubBot ? (
              <span
                className="shrink-0 text-brand-500"
                role="img"
                aria-label={texts.botHasSubBots}
                title={texts.botHasSubBots}
                part="bot-sub-indicator"
              >
                <SubBotIcon className="w-3.5 h-3.5" />
              </span>
            ) : null}
          </span>
          {bot.description ? <span className="truncate text-xs text-gray-400">{bot.description}</span> : null}
        </span>
        {badge ? (
          <>
            <span
              className="shrink-0 min-w-[18px] h-[18px] rounded-full bg-red-500 text-white text-[10px] leading-[18px] text-center px-1"
              aria-hidden="true"
              part="bot-unread"
            >
              {badge}
            </span>
            <span className="sr-only">{format(texts.botUnread, badge)}</span>
          </>
        ) : null}
      </button>
      <IconButton
        label={pinLabel}
        part="bot-pin"
        className={ACTION_BUTTON}
        disabled={busy}
        onClick={(event) => {
          event.stopPropagation();
          onTogglePin();
        }}
      >
        {bot.pinned ? <UnpinIcon className="w-4 h-4" /> : <PinIcon className="w-4 h-4" />}
      </IconButton>
      <IconButton
        label={texts.removeBot}
        part="bot-remove"
        className={ACTION_BUTTON}
        disabled={busy}
        onClick={(event) => {
          event.stopPropagation();
          onRemove();
        }}
      >
        <TrashIcon className="w-4 h-4" />
      </IconButton>
    </li>
  );
}
