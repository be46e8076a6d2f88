import { useState } from 'react';
import { safeImageUrl } from '../../content';
import { format } from '../../i18n/texts';
import type { MessageFile } from '../../model/message';
import { fileExtension, fileKind, isReferenceFile } from '../../model/message-file';
import { openFilePreviewAtom } from '../../state/actions/message-extras';
import { useSetAtom } from '../hooks/atom-hooks';
import { useLanguage } from '../hooks/use-texts';
import { FileIcon, LinkIcon } from '../primitives/icons';

/** Badge colours by family, so a PDF, a sheet and a document are told apart at a glance. */
const BADGE: Record<string, string> = {
  pdf: 'bg-red-500',
  doc: 'bg-blue-600',
  docx: 'bg-blue-600',
  xls: 'bg-green-600',
  xlsx: 'bg-green-600',
  csv: 'bg-green-600',
  ppt: 'bg-orange-500',
  pptx: 'bg-orange-500',
  txt: 'bg-gray-500',
  md: 'bg-gray-500',
  zip: 'bg-amber-600',
};

/**
 * A file attached to a message (screens doc section 3, File): icon by type, name as text, size;
 * images from an http(s) URL show a thumbnail. A click opens the preview dialog.
 */
export function FileCard({ file }: { file: MessageFile }) {
  const { texts, formats } = useLanguage();
  const openPreview = useSetAtom(openFilePreviewAtom);
  const kind = fileKind(file);
  const thumbnail = kind === 'image' ? safeImageUrl(file.url) : null;
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const extension = fileExtension(file.name) || (kind === 'pdf' ? 'pdf' : '');
  const size = formats.fileSize(file.byteSize);
  const reference = isReferenceFile(file);
  return (
    <button
      type="button"
      className="flex w-[260px] max-w-full items-center gap-3 rounded-xl border border-gray-200 bg-white p-2.5 text-left shadow-sm transition hover:border-brand-500 hover:shadow focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      part="file-card"
      data-file-kind={kind}
      data-file-reference={reference || undefined}
      title={format(texts.labelled, texts.previewFile, file.name)}
      onClick={() => openPreview(file)}
    >
      {thumbnail && !thumbnailFailed ? (
        <img
          src={thumbnail}
          alt=""
          referrerPolicy="no-referrer"
          className="h-10 w-10 shrink-0 rounded-lg bg-gray-100 object-cover"
          part="file-thumbnail"
          onError={() => setThumbnailFailed(true)}
        />
      ) : (
        <span className="relative flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-gray-50 text-gray-400">
          {reference ? <LinkIcon className="h-5 w-5" /> : <FileIcon className="h-6 w-6" />}
          {extension ? (
            <span
              className={`absolute bottom-0.5 right-0 rounded px-1 text-[9px] font-semibold uppercase leading-[14px] text-white ${BADGE[extension] ?? 'bg-brand-500'}`}
            >
              {extension.slice(0, 4)}
            </span>
          ) : null}
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm text-gray-800" part="file-name">
          {file.name}
        </span>
        {reference ? (
          <span className="block text-xs text-brand-600" part="file-reference">
            {texts.referenceFile}
          </span>
        ) : null}
        {size ? (
          <span className="block text-xs text-gray-400" part="file-size">
            {size}
          </span>
        ) : null}
      </span>
    </button>
  );
}
