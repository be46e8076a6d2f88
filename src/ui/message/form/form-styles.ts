/**
 * Class names shared by the form controls, so every control has the same border, focus and disabled look.
 * Text is 16 px on touch screens, where smaller text makes mobile browsers zoom into the field.
 */
export const CONTROL_CLASS =
  'w-full rounded-lg border bg-white px-3 py-2 text-sm [@media(pointer:coarse)]:text-base [@media(pointer:coarse)]:min-h-[44px] outline-none transition-colors placeholder:text-gray-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 disabled:bg-gray-50 disabled:text-gray-500 disabled:cursor-not-allowed';

/** `muted` greys the text of a select still showing its placeholder. */
export function controlClass(invalid: boolean, muted = false): string {
  return `${CONTROL_CLASS} ${invalid ? 'border-red-500' : 'border-field'} ${muted ? 'text-gray-400' : 'text-gray-800'}`;
}
