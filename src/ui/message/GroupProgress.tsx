import type { GroupProgressItem } from '../../model/message';

const DOT: Record<string, string> = { SUCCEEDED: 'bg-green-500', FAILED: 'bg-red-500' };

/** Group progress items: status dot, title and description. */
export function GroupProgress({ items }: { items: GroupProgressItem[] }) {
  if (items.length === 0) return null;
  return (
    <ol className="mb-2 flex flex-col gap-1" part="group-progress">
      {items.map((item) => (
        <li
          key={`${item.title}-${item.description}`}
          className="flex items-start gap-2 text-xs"
          data-status={item.status}
        >
          <span className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${DOT[item.status] ?? 'bg-amber-400'}`} />
          <span>
            <span className="font-medium text-gray-700">{item.title}</span>
            {item.description ? <span className="ml-2 text-gray-500">{item.description}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
