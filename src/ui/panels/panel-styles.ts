/** Class lists shared by the profile and collaborating agents panels. */

export const FOCUS_RING = 'focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

/** A text button inside a panel (展开全部 / 收起, 重试), 44 px tall on touch screens. */
export const PANEL_TEXT_BUTTON = `inline-flex items-center justify-center rounded-md px-2 py-1 touch:min-h-[44px] touch:min-w-[44px] text-xs font-medium text-brand-600 hover:bg-brand-50 ${FOCUS_RING}`;

export const SECTION_TITLE = 'flex items-center gap-2 text-sm font-semibold text-gray-900';

export const COUNT_BADGE = 'rounded-full bg-gray-100 px-2 text-xs font-normal text-gray-500';
