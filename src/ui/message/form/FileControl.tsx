import { useRef, useState } from 'react';
import { safeLinkUrl } from '../../../content';
import { format } from '../../../i18n/texts';
import { acceptAttribute, megabytes, remainingSlots } from '../../../model/file-rules';
import { type FormFile, filesOf } from '../../../model/form-values';
import { formUploadsOffAtom } from '../../../state/actions/file-support';
import { type UploadResult, uploadFileAtom } from '../../../state/actions/upload-file';
import { useAtomValue, useSetAtom } from '../../hooks/atom-hooks';
import { useLanguage, useTexts } from '../../hooks/use-texts';
import { CloseIcon, FileIcon, Spinner, UploadIcon } from '../../primitives/icons';
import type { ControlProps } from './FormFieldList';

interface Uploading {
  key: number;
  name: string;
}

/**
 * file (one file) and fileList (up to fileMaxCount): a drop zone, disabled at the limit, and the
 * uploaded files with a remove button (screens doc section 5, "File list field"). 暂不支持图片上传
 * in their place while no upload is possible (an agent taking no files; decision 056).
 */
export function FileControl({ id, field, value, invalid, describedBy, disabled, onChange }: ControlProps) {
  const texts = useTexts();
  const upload = useSetAtom(uploadFileAtom);
  const uploadsOff = useAtomValue(formUploadsOffAtom);
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [error, setError] = useState('');
  const [dragging, setDragging] = useState(false);
  const nextKey = useRef(0);
  const files = filesOf(value);
  const single = field.type === 'file';
  const max = single ? 1 : field.fileMaxCount;
  const room = remainingSlots(files.length + uploading.length, max);
  const blocked = disabled || room === 0;

  const accept = (chosen: File[]) => {
    if (blocked || chosen.length === 0) return;
    setError(chosen.length > room && max !== undefined ? format(texts.fileLimit, max) : '');
    // Uploaded side by side, listed in the order chosen (not in the order they happen to finish).
    const started = chosen.slice(0, room).map(begin);
    void (async () => {
      for (const upload of started) finish(upload.key, await upload.result);
    })();
  };
  const begin = (file: File) => {
    const key = nextKey.current++;
    setUploading((list) => [...list, { key, name: file.name }]);
    return { key, result: upload({ file, rule: field.fileRule }) };
  };
  const finish = (key: number, result: UploadResult) => {
    setUploading((list) => list.filter((item) => item.key !== key));
    if (!result.ok) return setError(result.error);
    // The uploaded file is a FormFile as it is: forms read its fields one by one (fileToWire, the
    // rows), so its upload's fileAction goes nowhere.
    const added: FormFile = result.file;
    onChange((previous) => (single ? added : [...filesOf(previous), added]));
  };
  const remove = (file: FormFile) => {
    setError('');
    onChange((previous) => (single ? null : filesOf(previous).filter((item) => item !== file)));
  };
  const extensions = field.fileRule.extensions.filter((item) => item !== '*').join(' ');

  // A submitted form still lists the files it sent.
  if (uploadsOff && !disabled)
    return (
      <p id={id} className="text-xs text-gray-500" part="form-file-unsupported">
        {texts.formUploadUnsupported}
      </p>
    );
  return (
    <fieldset className="flex flex-col gap-2" aria-labelledby={`${id}-label`}>
      <input
        ref={input}
        id={id}
        type="file"
        className="sr-only"
        multiple={!single}
        accept={acceptAttribute(field.fileRule)}
        disabled={blocked}
        tabIndex={-1}
        part="form-file-input"
        onChange={(event) => {
          const target = event.target as HTMLInputElement;
          accept([...(target.files ?? [])]);
          target.value = '';
        }}
      />
      <button
        type="button"
        className={`flex flex-col items-center gap-1 rounded-lg border border-dashed px-3 py-3 text-xs transition-colors ${
          dragging ? 'border-brand-500 bg-brand-50' : invalid ? 'border-red-500' : 'border-field'
        } ${blocked ? 'cursor-not-allowed bg-gray-50 text-gray-400' : 'text-gray-500 hover:border-brand-500 hover:text-brand-600'}`}
        disabled={blocked}
        aria-describedby={describedBy ? `${id}-hint ${describedBy}` : `${id}-hint`}
        aria-invalid={invalid}
        part="form-drop-zone"
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          if (!blocked) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          accept([...(event.dataTransfer?.files ?? [])]);
        }}
      >
        <UploadIcon className="w-5 h-5" />
        <span>{texts.fileDropHint}</span>
        <span id={`${id}-hint`} className="text-[11px] text-gray-400">
          {extensions
            ? format(texts.fileRuleHint, extensions, megabytes(field.fileRule.maxBytes))
            : format(texts.fileRuleLimit, megabytes(field.fileRule.maxBytes))}
        </span>
      </button>
      {files.length + uploading.length > 0 ? (
        <ul className="flex flex-col gap-1.5" part="form-file-list">
          {files.map((file) => (
            <FileRow key={file.url} file={file} disabled={disabled} onRemove={() => remove(file)} />
          ))}
          {uploading.map((item) => (
            <li
              key={`uploading-${item.key}`}
              className="flex items-center gap-2 rounded-lg bg-gray-50 px-2.5 py-1.5 text-xs text-gray-500"
              part="form-file-uploading"
            >
              <Spinner className="w-3.5 h-3.5 text-brand-600" />
              <span className="truncate flex-1">{item.name}</span>
              <span>{texts.uploading}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <span className="text-xs text-red-500" role="alert" part="form-file-error">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}

function FileRow({ file, disabled, onRemove }: { file: FormFile; disabled: boolean; onRemove(): void }) {
  // Sizes read as on the file cards (2.5 MB); the compact 12.5MB is only the upload check's sentence.
  const { texts, formats } = useLanguage();
  const href = safeLinkUrl(file.url);
  return (
    <li className="flex items-center gap-2 rounded-lg bg-gray-50 px-2.5 py-1.5 text-xs" part="form-file">
      <FileIcon className="w-4 h-4 shrink-0 text-brand-600" />
      {href ? (
        <a
          className="truncate flex-1 text-gray-700 hover:text-brand-600"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {file.name}
        </a>
      ) : (
        <span className="truncate flex-1 text-gray-700">{file.name}</span>
      )}
      {file.size !== undefined ? <span className="text-gray-400">{formats.fileSize(file.size)}</span> : null}
      {disabled ? null : (
        <button
          type="button"
          className="text-gray-400 hover:text-red-500"
          aria-label={`${texts.removeFile} ${file.name}`}
          part="form-file-remove"
          onClick={onRemove}
        >
          <CloseIcon className="w-3.5 h-3.5" />
        </button>
      )}
    </li>
  );
}
