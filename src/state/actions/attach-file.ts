import { atom, type Getter, type Setter } from 'jotai';
import { isApiError } from '../../api/api-error';
import { uploadDirect } from '../../api/direct-upload-api';
import type { UploadedFile } from '../../api/upload-api';
import { uploadErrorText } from '../../i18n/error-texts';
import { composerFileRule } from '../../model/file-support';
import { createLocalId } from '../../platform/ids';
import { connectionKey } from '../chat-config';
import { focusRequestAtom } from '../chat-store';
import { attachmentAtom } from '../composer-state';
import { languageAtom, textsOf } from '../language';
import { reportFailure, requireServices } from '../services';
import { showToastAtom } from './clipboard';
import { fileSupportAtom, loadFileSupportAtom } from './file-support';
import { fileRefusalText, uploadForConversation } from './upload-file';

/** The running upload's abort, so the chip's remove button (or a newer file) can cancel it. */
const uploadControllerAtom = atom<AbortController | null>(null);

/**
 * Screens doc sections 5 and 7: checks a picked, pasted or dropped file against what the agent
 * takes (type, then 150 MB), then uploads it with its progress on the chip. Only one file waits
 * at a time: a new one replaces (and cancels) the previous. Failures are a toast and focus back
 * in the input; the chip goes.
 */
export const attachFileAtom = atom(null, async (get, set, file: File): Promise<void> => {
  const current = connectionKey(requireServices(get).getConfig());
  // A file pasted or dropped before the agent's answer about files (right after the chat opened)
  // waits for it: refusing it as "takes no files" would say something nobody knows yet.
  if (get(fileSupportAtom)?.key !== current) await set(loadFileSupportAtom);
  const loaded = get(fileSupportAtom);
  const support = loaded?.key === current ? loaded.support : undefined;
  if (!support || support.kind === 'none') return refuse(set, textsOf(get).agentTakesNoFiles);
  const refusal = fileRefusalText(file, composerFileRule(support), get(languageAtom));
  if (refusal) return refuse(set, refusal);
  set(removeAttachmentAtom);
  const id = createLocalId();
  const controller = new AbortController();
  set(uploadControllerAtom, controller);
  set(attachmentAtom, {
    status: 'uploading',
    id,
    name: file.name,
    size: file.size,
    type: file.type,
    progress: 0,
  });
  const stillOurs = () => get(attachmentAtom)?.id === id;
  const onProgress = (loaded: number, total: number) => {
    const attachment = get(attachmentAtom);
    if (attachment?.id !== id || attachment.status !== 'uploading' || total <= 0) return;
    set(attachmentAtom, { ...attachment, progress: Math.min(100, Math.round((loaded / total) * 100)) });
  };
  try {
    const uploaded = await upload(get, set, file, controller.signal, onProgress);
    if (!stillOurs()) return;
    set(attachmentAtom, {
      status: 'uploaded',
      id,
      fileAction: uploaded.fileAction,
      file: {
        name: uploaded.name,
        type: uploaded.type,
        url: uploaded.url,
        byteSize: uploaded.size,
        uploadFileId: uploaded.uploadFileId || undefined,
      },
    });
  } catch (error) {
    // A cancelled upload (remove button, newer file) is the visitor's choice, not a failure.
    if (controller.signal.aborted || (isApiError(error) && error.kind === 'aborted')) return;
    reportFailure(requireServices(get), 'chatUtil', error);
    if (stillOurs()) set(attachmentAtom, null);
    refuse(set, uploadErrorText(error, textsOf(get)));
  } finally {
    if (get(uploadControllerAtom) === controller) set(uploadControllerAtom, null);
  }
});

/** The chip's remove button: cancels an upload in flight and drops the file. */
export const removeAttachmentAtom = atom(null, (get, set) => {
  get(uploadControllerAtom)?.abort();
  set(uploadControllerAtom, null);
  set(attachmentAtom, null);
});

/** The deployment's direct endpoint when `upload-url` is set, else upload_sts → storage → register. */
async function upload(
  get: Getter,
  set: Setter,
  file: File,
  signal: AbortSignal,
  onProgress: (loaded: number, total: number) => void,
): Promise<UploadedFile> {
  const services = requireServices(get);
  const config = services.getConfig();
  if (config.uploadUrl)
    return uploadDirect(services.ports.upload, config, {
      uploadUrl: config.uploadUrl,
      options: config.uploadOptions,
      file,
      signal,
      onProgress,
    });
  return uploadForConversation(get, set, file, signal, onProgress);
}

function refuse(set: Setter, text: string): void {
  set(showToastAtom, text);
  set(focusRequestAtom, (count) => count + 1);
}
