import { useEffect, useRef } from 'react';
import { format, type Texts } from '../../i18n/texts';
import { acceptOf, type FileSupport } from '../../model/file-support';
import { attachFileAtom } from '../../state/actions/attach-file';
import { fileSupportAtom, loadFileSupportAtom } from '../../state/actions/file-support';
import { loadedConnectionKeyAtom } from '../../state/chat-store';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';
import { UploadIcon } from '../primitives/icons';

/** The tooltip and accessible description (decision 017 for the wording of a list). */
function hintOf(support: FileSupport | undefined, texts: Texts): string {
  if (!support) return texts.attachFile;
  if (support.kind === 'none') return texts.agentTakesNoFiles;
  if (support.kind === 'all') return texts.fileSupportAll;
  return format(texts.fileSupportSome, support.extensions.join(' '));
}

/**
 * The composer's attach control (screens doc section 5): a button opening a hidden file input
 * restricted to what the agent takes. Disabled until the agent's file support is known, and for
 * good when it takes no files.
 */
export function AttachButton({ disabled }: { disabled: boolean }) {
  const texts = useTexts();
  // Asked again whenever the chat (re)loads for another agent, workspace or credential.
  const connection = useAtomValue(loadedConnectionKeyAtom);
  const loaded = useAtomValue(fileSupportAtom);
  const load = useSetAtom(loadFileSupportAtom);
  const attach = useSetAtom(attachFileAtom);
  const input = useRef<HTMLInputElement>(null);
  const support = loaded?.key === connection ? loaded.support : undefined;
  const hint = hintOf(support, texts);
  const off = disabled || !support || support.kind === 'none';

  useEffect(() => {
    if (connection) void load();
  }, [connection, load]);

  return (
    <>
      <button
        type="button"
        className="shrink-0 w-9 h-9 [@media(pointer:coarse)]:w-11 [@media(pointer:coarse)]:h-11 rounded-full text-gray-500 flex items-center justify-center hover:bg-gray-100 hover:text-gray-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-40 disabled:cursor-not-allowed"
        aria-label={texts.attachFile}
        aria-description={hint}
        disabled={off}
        data-support={support?.kind ?? 'loading'}
        part="attach-button"
        onClick={() => input.current?.click()}
      >
        <UploadIcon className="w-4 h-4" />
      </button>
      <input
        ref={input}
        type="file"
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        accept={support ? acceptOf(support) : undefined}
        disabled={off}
        part="file-input"
        onChange={(event) => {
          const element = event.target as HTMLInputElement;
          const file = element.files?.[0];
          // Cleared so choosing the same file again still reports a change.
          element.value = '';
          if (file) void attach(file);
        }}
      />
    </>
  );
}
