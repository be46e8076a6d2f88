import { format, type TextKey } from '../../i18n/texts';
import type { BotGroupKey } from '../../model/bot';
import {
  loadBotsAtom,
  removeBotAtom,
  selectBotAtom,
  setBotPinnedAtom,
} from '../../state/bot-list/bot-actions';
import {
  botFilterAtom,
  botsAtom,
  botsStatusAtom,
  busyBotIdAtom,
  currentBotIdAtom,
  visibleBotGroupsAtom,
  workspaceUnreadAtom,
} from '../../state/bot-list/bot-list-store';
import { useAtom, useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';
import { SearchIcon } from '../primitives/icons';
import { BotRow } from './BotRow';

const GROUP_TITLES: Record<BotGroupKey, TextKey> = {
  pinned: 'botGroupPinned',
  recent: 'botGroupRecent',
};

/** Screens doc section 2, bot-list widget: a filter, then 置顶 and 最近使用. */
export function BotList() {
  const texts = useTexts();
  const [filter, setFilter] = useAtom(botFilterAtom);
  const groups = useAtomValue(visibleBotGroupsAtom);
  const currentId = useAtomValue(currentBotIdAtom);
  const busyId = useAtomValue(busyBotIdAtom);
  const totalUnread = useAtomValue(workspaceUnreadAtom);
  const select = useSetAtom(selectBotAtom);
  const setPinned = useSetAtom(setBotPinnedAtom);
  const remove = useSetAtom(removeBotAtom);
  return (
    <nav
      className="w-full h-full flex flex-col bg-gray-50 border-r border-gray-200"
      aria-label={texts.botListLabel}
      part="bot-list"
    >
      <div className="p-3">
        <label className="flex items-center gap-2 rounded-lg bg-white border border-field px-3 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100">
          <SearchIcon className="w-4 h-4 shrink-0 text-gray-400" />
          <input
            type="search"
            className="flex-1 min-w-0 h-9 touch:h-11 bg-transparent text-sm touch:text-base text-gray-800 outline-none placeholder:text-gray-400"
            placeholder={texts.botFilterPlaceholder}
            aria-label={texts.botFilterPlaceholder}
            value={filter}
            part="bot-filter"
            onInput={(event) => setFilter((event.target as HTMLInputElement).value)}
          />
        </label>
      </div>
      <div className="flex-1 overflow-y-auto px-2 pb-3">
        {totalUnread > 0 ? (
          <p className="px-2 text-xs text-gray-500" part="bot-unread-total">
            {format(texts.workspaceUnread, totalUnread > 99 ? '99+' : String(totalUnread))}
          </p>
        ) : null}
        <BotListStatus empty={groups.length === 0} filtered={filter.trim() !== ''} />
        {groups.map((group) => (
          <section
            key={group.key}
            className="mb-1"
            aria-label={texts[GROUP_TITLES[group.key]]}
            part="bot-group"
            data-group={group.key}
          >
            <h3 className="px-2 pt-3 pb-1 text-xs text-gray-400">{texts[GROUP_TITLES[group.key]]}</h3>
            <ul className="flex flex-col gap-0.5">
              {group.bots.map((bot) => (
                <BotRow
                  key={bot.id}
                  bot={bot}
                  current={bot.id === currentId}
                  busy={busyId !== null}
                  onSelect={() => select(bot.id)}
                  onTogglePin={() => void setPinned({ botId: bot.id, pinned: !bot.pinned })}
                  onRemove={() => void remove(bot.id)}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}

/** 加载中, the error with 重试, 暂无数据, or no match for the filter; nothing once rows show. */
function BotListStatus({ empty, filtered }: { empty: boolean; filtered: boolean }) {
  const texts = useTexts();
  const status = useAtomValue(botsStatusAtom);
  const hasBots = useAtomValue(botsAtom).length > 0;
  const reload = useSetAtom(loadBotsAtom);
  if (status === 'error' && !hasBots) {
    return (
      <div className="flex flex-col items-center gap-2 py-6" role="alert" part="bot-list-error">
        <p className="text-xs text-gray-500">{texts.botListLoadFailed}</p>
        <button
          type="button"
          className="rounded-lg border border-gray-200 bg-white px-3 h-8 touch:h-11 text-xs text-gray-700 hover:border-brand-500 hover:text-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          part="bot-list-retry"
          onClick={() => void reload()}
        >
          {texts.retry}
        </button>
      </div>
    );
  }
  if (!empty) return null;
  const text =
    status === 'loading' || status === 'idle'
      ? texts.loading
      : filtered && hasBots
        ? texts.noMatchingBots
        : texts.noData;
  return (
    <p className="text-xs text-gray-400 text-center py-6" role="status" part="bot-list-empty">
      {text}
    </p>
  );
}
