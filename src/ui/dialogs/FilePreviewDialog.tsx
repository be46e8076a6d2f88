import { useRef } from 'react';
import { safeWebUrl } from '../../content';
import type { MessageFile } from '../../model/message';
import { fileKind } from '../../model/message-file';
import { closeFilePreviewAtom } from '../../state/actions/message-extras';
import { filePreviewAtom } from '../../state/chat-store';
import { FocusGuard } from '../focus/FocusGuard';
import { useFocusInput } from '../focus/use-focus-hand-off';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useModalDialog } from '../hooks/use-modal-dialog';
import { useLanguage, useTexts } from '../hooks/use-texts';
import { IconButton } from '../primitives/IconButton';
import { CloseIcon, DownloadIcon, ExternalIcon, FileIcon } from '../primitives/icons';

/**
 * Screens doc section 2, item 7: the file preview, 90% of the viewport. A modal <dialog> sits in
 * the top layer, so neither the inline chat's box nor the launcher panel clips it. Images are
 * fitted; PDFs use the browser's viewer in an iframe (decision 015 says why it has no sandbox);
 * other files get open and download links. Escape or the close button close it and focus goes
 * back to the file card that opened it (to the input when that card is gone).
 */
export function FilePreviewDialog() {
  const file = useAtomValue(filePreviewAtom);
  if (!file) return null;
  return <PreviewDialog file={file} />;
}

function PreviewDialog({ file }: { file: MessageFile }) {
  const { texts, formats } = useLanguage();
  const close = useSetAtom(closeFilePreviewAtom);
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog, useFocusInput());
  const url = safeWebUrl(file.url);
  const size = formats.fileSize(file.byteSize);
  return (
    <dialog
      ref={dialog}
      aria-label={file.name}
      part="file-preview dialog"
      className="m-auto h-[90vh] w-[90vw] max-h-[90vh] max-w-[90vw] overflow-hidden rounded-xl bg-white p-0 text-gray-900 shadow-2xl backdrop:bg-black/60"
      // Escape closes the dialog natively (Chromium may skip a prevented `cancel`); the store follows.
      onClose={() => close()}
    >
      <div className="flex h-full flex-col">
        <header className="flex items-center gap-3 border-b border-gray-100 px-4 py-3">
          <FileIcon className="h-5 w-5 shrink-0 text-gray-400" />
          <div className="min-w-0 flex-1">
            <h2 className="truncate text-sm font-medium" part="file-preview-name">
              {file.name}
            </h2>
            {size ? <p className="text-xs text-gray-400">{size}</p> : null}
          </div>
          {url ? <FileLinks url={url} name={file.name} /> : null}
          <IconButton
            label={texts.closePreview}
            part="file-preview-close dialog-close"
            className="flex h-8 w-8 items-center justify-center rounded-lg text-gray-500 hover:bg-gray-100 hover:text-gray-800"
            onClick={() => close()}
          >
            <CloseIcon className="h-5 w-5" />
          </IconButton>
        </header>
        <div className="flex min-h-0 flex-1 items-center justify-center bg-gray-50">
          <PreviewBody file={file} url={url} />
        </div>
      </div>
      <FocusGuard />
    </dialog>
  );
}

function PreviewBody({ file, url }: { file: MessageFile; url: string | null }) {
  const texts = useTexts();
  if (!url) return <Notice text={texts.previewUnavailable} />;
  switch (fileKind(file)) {
    case 'image':
      return (
        <img
          src={url}
          alt={file.name}
          referrerPolicy="no-referrer"
          className="max-h-full max-w-full object-contain"
          part="file-preview-image"
        />
      );
    case 'pdf':
      return (
        <iframe
          src={url}
          title={file.name}
          referrerPolicy="no-referrer"
          className="h-full w-full border-0 bg-white"
          part="file-preview-frame"
        />
      );
    default:
      return <Notice text={texts.previewUnsupported} />;
  }
}

function Notice({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 text-sm text-gray-500" part="file-preview-notice">
      <FileIcon className="h-12 w-12 text-gray-300" />
      {text}
    </div>
  );
}

const LINK =
  'inline-flex items-center gap-1 rounded-lg px-2.5 py-1.5 text-xs text-gray-600 hover:bg-gray-100 hover:text-gray-900';

function FileLinks({ url, name }: { url: string; name: string }) {
  const texts = useTexts();
  return (
    <>
      <a href={url} target="_blank" rel="noopener noreferrer" className={LINK} part="file-preview-open">
        <ExternalIcon className="h-4 w-4" />
        {texts.openInNewTab}
      </a>
      <a
        href={url}
        download={name}
        target="_blank"
        rel="noopener noreferrer"
        className={LINK}
        part="file-preview-download"
      >
        <DownloadIcon className="h-4 w-4" />
        {texts.downloadFile}
      </a>
    </>
  );
}
