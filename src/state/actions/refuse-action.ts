import type { Setter } from 'jotai';
import { errorText } from '../../i18n/error-texts';
import type { ChatServices } from '../chat-store';
import type { ErrorModule } from '../error-report';
import { reportFailure } from '../services';
import { showToastAtom } from './clipboard';

/**
 * An action the visitor asked for and the server refused (新建会话, a rename, a delete, a task, a
 * shortcut's form): reported to the host page as `chat-error`, and told to the visitor in a toast, so
 * a press is never met with nothing. False, the action's result.
 */
export function refuseAction(
  set: Setter,
  services: ChatServices,
  module: ErrorModule,
  error: unknown,
): false {
  reportFailure(services, module, error);
  set(showToastAtom, errorText(error, services.texts()));
  return false;
}
