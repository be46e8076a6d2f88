import { format } from '../../i18n/texts';
import { loginStatusAtom } from '../../state/actions/login';
import { useAtomValue } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';
import { AlertIcon } from '../primitives/icons';

/** Decision 024: a login code on its way, or why it failed, above the messages. */
export function LoginStatusBanner() {
  const texts = useTexts();
  const status = useAtomValue(loginStatusAtom);
  if (status.state === 'pending') {
    return (
      <p className="shrink-0 px-4 py-2 text-xs text-gray-500 bg-gray-50" role="status" part="login-status">
        {texts.loggingIn}
      </p>
    );
  }
  if (status.state !== 'failed') return null;
  return (
    <p
      className="shrink-0 flex items-center gap-2 px-4 py-2 text-sm text-red-700 bg-red-50 border-b border-red-100"
      role="alert"
      part="login-error"
    >
      <AlertIcon className="w-4 h-4 shrink-0" />
      <span>{format(texts.loginFailed, status.message)}</span>
    </p>
  );
}
