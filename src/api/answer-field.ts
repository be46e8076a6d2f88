import { isObject } from '../model/wire-values';

/**
 * wire-format.md tolerates a one-value answer both wrapped (`{session_id: "…"}`) and bare
 * (`"…"`): the field of an object answer, or the answer itself, read by `read` (asString …).
 */
export function answerField<T>(answer: unknown, field: string, read: (value: unknown) => T): T {
  return read(isObject(answer) ? answer[field] : answer);
}
