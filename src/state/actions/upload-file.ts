import { atom, type Getter, type Setter } from 'jotai';
import { type UploadedFile, uploadFile } from '../../api/upload-api';
import { uploadErrorText } from '../../i18n/error-texts';
import { format } from '../../i18n/texts';
import { checkFile, type FileRule } from '../../model/file-rules';
import { createLocalId } from '../../platform/ids';
import { type Language, languageAtom, textsOf } from '../language';
import { reportFailure, requireServices } from '../services';
import { ensureConversationAtom } from './conversations';

export type UploadResult = { ok: true; file: UploadedFile } | { ok: false; error: string };

/**
 * Checks a file against a rule (type, then size; screens doc section 5) and uploads it for the
 * current conversation (created first when there is none), for message forms; failures come back
 * as the catalogue's textsOf(get). The composer's attachments use the same check and upload with progress.
 */
export const uploadFileAtom = atom(
  null,
  async (get, set, input: { file: File; rule: FileRule; signal?: AbortSignal }): Promise<UploadResult> => {
    const refusal = fileRefusalText(input.file, input.rule, get(languageAtom));
    if (refusal) return { ok: false, error: refusal };
    const services = requireServices(get);
    try {
      return { ok: true, file: await uploadForConversation(get, set, input.file, input.signal) };
    } catch (error) {
      reportFailure(services, 'chatUtil', error);
      return { ok: false, error: uploadErrorText(error, textsOf(get)) };
    }
  },
);

/** Screens doc section 5: why a file is refused (type, then size), or undefined when it is not. */
export function fileRefusalText(file: File, rule: FileRule, language: Language): string | undefined {
  const check = checkFile(file, rule);
  if (check.ok) return undefined;
  if (check.reason === 'type') return language.texts.fileTypeUnsupported;
  // The spec's Chinese text writes the size its own way (12.5MB); other languages through Intl.
  const size = language.lang === 'zh-CN' ? check.sizeText : language.formats.fileSize(file.size);
  return format(language.texts.fileTooLarge, size, check.limitMb);
}

/**
 * Stores and registers a file for the current conversation (created first when there is none):
 * upload_sts, the storage PUT through the upload port (whose progress `onProgress` follows), then
 * file_upload_oss. Shared by message forms and the composer.
 */
export async function uploadForConversation(
  get: Getter,
  set: Setter,
  file: File,
  signal?: AbortSignal,
  onProgress?: (loaded: number, total: number) => void,
): Promise<UploadedFile> {
  const services = requireServices(get);
  const conversationId = await set(ensureConversationAtom);
  const config = services.getConfig();
  return uploadFile(
    {
      client: services.client,
      config,
      now: () => services.ports.clock.now(),
      randomId: createLocalId,
      transport: services.ports.upload,
    },
    { file, conversationId, clientName: config.runType, signal, onProgress },
  );
}
