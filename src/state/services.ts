import type { Getter } from 'jotai';
import { errorCodeOf } from '../api/api-error';
import { errorText } from '../i18n/error-texts';
import type { Texts } from '../i18n/texts';
import { isObject } from '../model/wire-values';
import { type ChatServices, servicesAtom } from './chat-store';
import type { ChatErrorReport, ErrorModule, ErrorReporter } from './error-report';

export function requireServices(get: Getter): ChatServices {
  const services = get(servicesAtom);
  if (!services) throw new Error("agent-chat: used outside its element's store");
  return services;
}

/**
 * Reports a failure under its module label through the element's one error hook (the chat's, or
 * the bot list's: both stores carry the same reportError port), in the element's language.
 */
export function reportFailure(
  services: { ports: { reportError: ErrorReporter }; texts?: () => Texts },
  module: ErrorModule,
  error: unknown,
  extra: Partial<ChatErrorReport> = {},
): void {
  // An array, the one object isObject refuses, has neither field.
  const details = isObject(error) ? error : {};
  services.ports.reportError({
    module,
    message: errorText(error, services.texts?.()),
    code: errorCodeOf(details.code),
    status: typeof details.status === 'number' ? details.status : undefined,
    ...extra,
  });
}
