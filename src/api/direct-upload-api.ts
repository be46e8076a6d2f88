import { fileActionOf, mimeTypeOf } from '../model/file-types';
import type { ConnectionConfig } from './connection-config';
import { buildHeaders } from './http-client';
import { readEnvelope } from './read-envelope';
import { type UploadedFile, uploadedFileOf } from './upload-api';
import { sendUpload, type UploadTransport } from './upload-transport';

export interface DirectUploadInput {
  /** The element's `upload-url`: the deployment's own upload endpoint. */
  uploadUrl: string;
  file: Blob & { name: string };
  signal?: AbortSignal | undefined;
  onProgress?: ((loaded: number, total: number) => void) | undefined;
}

/**
 * Screens doc section 7 and wire-format.md: one multipart POST with `file`, `file_type` and
 * `file_action`, answered with `{url, upload_file_id?}` inside the envelope or bare. The endpoint
 * is the platform's own, so it gets the same credential headers as every API call.
 */
export async function uploadDirect(
  transport: UploadTransport,
  config: ConnectionConfig,
  input: DirectUploadInput,
): Promise<UploadedFile> {
  const type = mimeTypeOf(input.file.name, input.file.type);
  const fileAction = fileActionOf({ name: input.file.name, type });
  const form = new FormData();
  form.append('file', input.file, input.file.name);
  form.append('file_type', type);
  form.append('file_action', fileAction);
  const headers = await buildHeaders(config);
  // The browser writes the multipart Content-Type with its boundary.
  delete headers['Content-Type'];
  const response = await sendUpload(transport, {
    method: 'POST',
    url: input.uploadUrl,
    headers,
    body: form,
    signal: input.signal,
    onProgress: input.onProgress,
  });
  const answer = await readEnvelope(response);
  return uploadedFileOf(answer, input.file, type, fileAction, 'the upload endpoint');
}
