import { extensionOf } from '../model/file-rules';
import { fileActionOf, mimeTypeOf } from '../model/file-types';
import { asNumber, asString, isObject, parseTime } from '../model/wire-values';
import { accessModeOf, type ConnectionConfig } from './connection-config';
import type { HttpClient } from './http-client';
import { sendUpload, type UploadTransport } from './upload-transport';

/** A stored and registered file (data doc section 7, "Upload"). */
export interface UploadedFile {
  name: string;
  type: string;
  size: number;
  url: string;
  uploadFileId: string;
  fileAction: 'IMAGE_URL' | 'FILE_URL';
}

export interface UploadDependencies {
  client: HttpClient;
  config: ConnectionConfig;
  now(): number;
  randomId(): string;
  /** Carries the storage PUT, so its progress can be shown. */
  transport: UploadTransport;
}

export interface UploadInput {
  file: Blob & { name: string };
  conversationId: string;
  /** The {client} segment of the storage path chat/{client}/{agent}/… */
  clientName: string;
  signal?: AbortSignal | undefined;
  onProgress?: ((loaded: number, total: number) => void) | undefined;
}

/** Short-lived storage credentials from upload_sts (decision 012). */
interface StorageCredentials {
  endpoint: string;
  token: string;
  /** Where this token may store (wire-format.md); empty when the answer names none. */
  prefix: string;
  /** When to stop reusing them (ms); 0 when upload_sts gives no expires_at, so they are used once. */
  reuseUntil: number;
}

/** Time left at the start of a storage request, so a token does not expire on its way (decision 056). */
const EXPIRY_MARGIN_MS = 30_000;
/** Each element's credentials (one HTTP client per element), reused until their expires_at. */
const issued = new WeakMap<HttpClient, StorageCredentials & { workspaceId: string }>();

/**
 * Data doc section 7, "Upload": GET upload_sts for storage credentials, store the bytes at
 * chat/{client}/{agent}/{timestamp}-{random}{ext}, then register them with file_upload_oss.
 * The storage token travels in the Authorization header of the storage request only.
 */
export async function uploadFile(
  dependencies: UploadDependencies,
  input: UploadInput,
): Promise<UploadedFile> {
  const { client, config } = dependencies;
  const credentials = await credentialsFor(dependencies, input.signal);
  const type = mimeTypeOf(input.file.name, input.file.type);
  const ossPath = [
    `${credentials.prefix}chat`,
    safeSegment(input.clientName),
    safeSegment(config.agentId),
    `${dependencies.now()}-${dependencies.randomId()}${extensionOf(input.file.name)}`,
  ].join('/');
  try {
    await storeBytes(dependencies, credentials, ossPath, input, type);
  } catch (error) {
    // Refused or cut: the next upload asks for new credentials rather than trust these again.
    issued.delete(client);
    throw error;
  }
  const fileAction = fileActionOf({ name: input.file.name, type });
  const answer = await client.request({
    method: 'POST',
    path: accessModeOf(config) === 'open' ? 'file_upload_oss' : 'chat/file_upload_oss',
    signal: input.signal,
    body: {
      oss_path: ossPath,
      file_type: type,
      file_name: input.file.name,
      file_size: input.file.size,
      conversation_id: input.conversationId,
      robot_id: config.agentId,
      file_action: fileAction,
    },
  });
  return uploadedFileOf(answer, input.file, type, fileAction, 'file_upload_oss');
}

/**
 * The stored file from a registration or direct upload answer: its URL (`file_url` or `url`),
 * size and upload id. An answer without a URL is an error naming the call that gave it.
 */
export function uploadedFileOf(
  answer: unknown,
  file: Blob & { name: string },
  type: string,
  fileAction: UploadedFile['fileAction'],
  call: string,
): UploadedFile {
  const url = isObject(answer) ? asString(answer.file_url ?? answer.url) : undefined;
  if (!url || !isObject(answer)) throw new Error(`${call} answered without a file_url`);
  return {
    name: file.name,
    type,
    size: asNumber(answer.file_size) ?? file.size,
    url,
    uploadFileId: asString(answer.upload_file_id) ?? '',
    fileAction,
  };
}

/** The element's credentials while they have time left, else new ones from upload_sts. */
async function credentialsFor(
  { client, config, now }: UploadDependencies,
  signal: AbortSignal | undefined,
): Promise<StorageCredentials> {
  const kept = issued.get(client);
  if (kept && kept.workspaceId === config.workspaceId && now() < kept.reuseUntil) return kept;
  const payload = await client.request({ method: 'GET', path: 'upload_sts', signal });
  const endpoint = isObject(payload) ? asString(payload.endpoint) : undefined;
  const token = isObject(payload) ? asString(payload.token) : undefined;
  // The endpoint comes from the server: only http(s) may receive the file.
  if (!endpoint || !/^https?:\/\//i.test(endpoint) || !token || !isObject(payload))
    throw new Error('upload_sts answered without usable credentials');
  const prefix = asString(payload.path_prefix)?.replace(/^\/+|\/+$/g, '');
  const credentials = {
    endpoint,
    token,
    prefix: prefix ? `${prefix}/` : '',
    reuseUntil: (parseTime(payload.expires_at) ?? 0) - EXPIRY_MARGIN_MS,
    workspaceId: config.workspaceId,
  };
  issued.set(client, credentials);
  return credentials;
}

async function storeBytes(
  dependencies: UploadDependencies,
  credentials: StorageCredentials,
  ossPath: string,
  input: UploadInput,
  type: string,
): Promise<void> {
  const url = `${credentials.endpoint.replace(/\/+$/, '')}/${ossPath.split('/').map(encodeURIComponent).join('/')}`;
  const headers = { Authorization: `Bearer ${credentials.token}`, 'Content-Type': type };
  await sendUpload(dependencies.transport, {
    method: 'PUT',
    url,
    headers,
    body: input.file,
    signal: input.signal,
    onProgress: input.onProgress,
  });
}

/** Path segments come from configuration; keep them to characters every store accepts. */
function safeSegment(value: string): string {
  return value.replace(/[^\w.-]+/g, '_') || '_';
}
