import { fileActionOf, mimeTypeOf } from '../model/file-types';
import type { ConnectionConfig } from './connection-config';
import { buildHeaders } from './http-client';
import { readEnvelope } from './read-envelope';
import { type UploadedFile, uploadedFileOf } from './upload-api';
import { sendUpload, type UploadTransport } from './upload-transport';

/**
 * The site owner's additions to every direct upload (the element's `uploadOptions`): form fields
 * sent beside the file, and request headers, the only place for a credential of their endpoint.
 */
export interface UploadOptions {
  params?: Record<string, string> | undefined;
  headers?: Record<string, string> | undefined;
}

export interface DirectUploadInput {
  /** The element's `upload-url`: the deployment's own upload endpoint. */
  uploadUrl: string;
  file: Blob & { name: string };
  options?: UploadOptions | undefined;
  signal?: AbortSignal | undefined;
  onProgress?: ((loaded: number, total: number) => void) | undefined;
}

/**
 * Screens doc section 7 and wire-format.md: one multipart POST with the owner's params, then `file`,
 * `file_type` and `file_action` FILE_URL (ours win over a param of the same name), answered with
 * `{url, upload_file_id?}` inside the envelope or bare. The endpoint is the platform's own, so it
 * gets the same credential headers as every API call, and the owner's headers over them.
 */
export async function uploadDirect(
  transport: UploadTransport,
  config: ConnectionConfig,
  input: DirectUploadInput,
): Promise<UploadedFile> {
  const type = mimeTypeOf(input.file.name, input.file.type);
  const fileAction = fileActionOf({ name: input.file.name, type });
  const form = new FormData();
  for (const [name, value] of Object.entries(input.options?.params ?? {})) form.append(name, String(value));
  form.set('file', input.file, input.file.name);
  form.set('file_type', type);
  form.set('file_action', 'FILE_URL');
  const headers = { ...(await buildHeaders(config)), ...input.options?.headers };
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
