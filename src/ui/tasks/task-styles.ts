/** Class names shared by the task panel's controls: one focus ring, 44 px targets on touch screens. */
export const FOCUS_RING = 'focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

export const SMALL_BUTTON = `inline-flex items-center justify-center gap-1 h-7 touch:h-11 touch:min-w-[44px] rounded-md px-2 text-xs text-gray-600 hover:bg-gray-100 hover:text-gray-900 disabled:opacity-40 disabled:cursor-not-allowed ${FOCUS_RING}`;

export const DANGER_BUTTON = `inline-flex items-center justify-center gap-1 h-7 touch:h-11 touch:min-w-[44px] rounded-md px-2 text-xs text-red-600 hover:bg-red-50 disabled:opacity-40 disabled:cursor-not-allowed ${FOCUS_RING}`;

export const PRIMARY_BUTTON = `inline-flex items-center justify-center gap-1.5 h-9 touch:h-11 rounded-lg bg-brand-600 px-4 text-sm text-white hover:bg-brand-700 disabled:opacity-50 disabled:cursor-not-allowed ${FOCUS_RING}`;

export const SECONDARY_BUTTON = `inline-flex items-center justify-center gap-1.5 h-9 touch:h-11 rounded-lg border border-gray-200 bg-white px-4 text-sm text-gray-700 hover:bg-gray-50 disabled:opacity-50 ${FOCUS_RING}`;

/** Inputs: 16 px text on touch screens, where smaller text makes mobile browsers zoom. */
export function inputClass(invalid: boolean): string {
  return `w-full rounded-lg border bg-white px-3 py-2 text-sm touch:text-base text-gray-800 outline-none placeholder:text-gray-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${
    invalid ? 'border-red-500' : 'border-field'
  }`;
}
