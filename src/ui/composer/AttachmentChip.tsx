import { useState } from 'react';
import { safeImageUrl } from '../../content';
import { format } from '../../i18n/texts';
import { fileKind } from '../../model/message-file';
import { removeAttachmentAtom } from '../../state/actions/attach-file';
import { attachmentAtom } from '../../state/composer-state';
import { useFocusInput } from '../focus/use-focus-hand-off';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useLanguage } from '../hooks/use-texts';
import { CloseIcon, FileIcon } from '../primitives/icons';

/**
 * The file waiting in the composer (parts.md `attachment`): its name, its upload progress while
 * it uploads, and a button that cancels the upload or removes the file. An uploaded image shows
 * its http(s) URL as a thumbnail; local blob: previews are never used (decision 017: img-src
 * 'self' pages would block them).
 */
export function AttachmentChip() {
  const { texts, formats } = useLanguage();
  const attachment = useAtomValue(attachmentAtom);
  const remove = useSetAtom(removeAttachmentAtom);
  const focusInput = useFocusInput();
  const [brokenUrl, setBrokenUrl] = useState('');
  if (!attachment) return null;
  const uploading = attachment.status === 'uploading';
  const name = uploading ? attachment.name : attachment.file.name;
  const size = formats.fileSize(uploading ? attachment.size : attachment.file.byteSize);
  const thumbnail =
    !uploading && fileKind(attachment.file) === 'image' ? safeImageUrl(attachment.file.url) : null;
  const removeLabel = uploading ? texts.cancelUpload : texts.removeFile;
  return (
    <div className="max-w-[864px] mx-auto mb-2 flex">
      <div
        className="relative flex w-[260px] max-w-full items-center gap-2 rounded-xl border border-gray-200 bg-white p-2 shadow-sm"
        part="attachment"
        data-status={attachment.status}
        title={name}
      >
        {thumbnail && brokenUrl !== thumbnail ? (
          <img
            src={thumbnail}
            alt=""
            referrerPolicy="no-referrer"
            className="h-9 w-9 shrink-0 rounded-lg bg-gray-100 object-cover"
            part="attachment-thumbnail"
            onError={() => setBrokenUrl(thumbnail)}
          />
        ) : (
          <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-gray-50 text-gray-400">
            <FileIcon className="h-5 w-5" />
          </span>
        )}
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm text-gray-800">{name}</span>
          {uploading ? (
            <span className="flex items-center gap-2">
              <span
                className="block h-1 flex-1 overflow-hidden rounded-full bg-gray-100"
                role="progressbar"
                aria-label={format(texts.uploadingPercent, name, attachment.progress)}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={attachment.progress}
                part="attachment-progress"
              >
                <span
                  className="block h-full bg-brand-500 transition-all"
                  style={{ width: `${attachment.progress}%` }}
                />
              </span>
              <span className="text-xs text-gray-400 tabular-nums">{attachment.progress}%</span>
            </span>
          ) : size ? (
            <span className="block text-xs text-gray-400">{size}</span>
          ) : null}
        </span>
        <button
          type="button"
          className="shrink-0 w-7 h-7 [@media(pointer:coarse)]:w-11 [@media(pointer:coarse)]:h-11 rounded-full text-gray-400 flex items-center justify-center hover:bg-gray-100 hover:text-gray-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          aria-label={format(texts.labelled, removeLabel, name)}
          part="attachment-remove"
          // The chip goes with its button: the input takes focus instead of the page body.
          onClick={() => {
            remove();
            focusInput();
          }}
        >
          <CloseIcon className="w-3.5 h-3.5" />
        </button>
      </div>
    </div>
  );
}
