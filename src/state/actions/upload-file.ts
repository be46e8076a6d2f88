import { atom } from 'jotai';
import { type UploadedFile, uploadFile } from '../../api/upload-api';
import { uploadErrorText } from '../../i18n/error-texts';
import { formatTexts, texts } from '../../i18n/texts';
import { checkFile, type FileRule } from '../../model/file-rules';
import { createLocalId } from '../../platform/ids';
import { reportFailure, requireServices } from '../services';
import { ensureConversationAtom } from './conversations';

export type UploadResult = { ok: true; file: UploadedFile } | { ok: false; error: string };

/**
 * Checks a file against a rule (type, then size; screens doc section 5) and uploads it for the
 * current conversation (created first when there is none). Shared by message forms and, later,
 * the composer's attachments; failures come back as the catalogue's texts.
 */
export const uploadFileAtom = atom(
  null,
  async (get, set, input: { file: File; rule: FileRule; signal?: AbortSignal }): Promise<UploadResult> => {
    const check = checkFile(input.file, input.rule);
    if (!check.ok)
      return {
        ok: false,
        error:
          check.reason === 'type'
            ? texts.fileTypeUnsupported
            : formatTexts.fileTooLarge(check.sizeText, check.limitMb),
      };
    const services = requireServices(get);
    try {
      const conversationId = await set(ensureConversationAtom);
      const config = services.getConfig();
      const file = await uploadFile(
        {
          client: services.client,
          config,
          fetch: services.ports.fetch,
          now: () => services.ports.clock.now(),
          randomId: createLocalId,
        },
        { file: input.file, conversationId, clientName: config.runType, signal: input.signal },
      );
      return { ok: true, file };
    } catch (error) {
      reportFailure(services, 'chatUtil', error);
      return { ok: false, error: uploadErrorText(error) };
    }
  },
);
