import { fail, header, ok } from './http-helpers.mjs';
import { FAIL_MESSAGE, isFailingName, readUploadBody } from './upload-body.mjs';
import { MAX_UPLOAD_BYTES } from './upload-storage.mjs';

/** Outside the API bases: a deployment's own upload endpoint, named by the `upload-url` attribute. */
export const DIRECT_UPLOAD_PATH = '/upload/direct';
/** Room for the multipart framing around a file of the largest allowed size. */
const FRAMING_BYTES = 64 * 1024;

/**
 * POST /upload/direct (screens doc section 7, wire-format.md): multipart `file`, `file_type` and
 * `file_action` FILE_URL (any other field, a site owner's param, is allowed, logged and ignored), with the same credentials as the API (Workspace-Id and Access-Key or
 * Authorization). Stores the bytes like the storage flow and answers `{url, upload_file_id}`.
 */
export async function handleDirectUpload(request, response, settings, uploads, requestLog = []) {
  if (request.method !== 'POST') return fail(response, 405, '只支持 POST');
  const workspaceId = header(request, 'workspace-id');
  if (!workspaceId) return fail(response, 400, '缺少 Workspace-Id');
  const accessKey = header(request, 'access-key');
  const token = (header(request, 'authorization') ?? '').replace(/^Bearer\s+/i, '');
  if (!(accessKey ? settings.accessKeys.includes(accessKey) : settings.tokens.includes(token)))
    return fail(response, 401, accessKey ? 'Access-Key 无效' : 'Authorization 无效或已过期');
  const contentType = String(request.headers['content-type'] ?? '');
  if (!/^multipart\/form-data;/i.test(contentType)) return fail(response, 415, '需要 multipart/form-data');
  const body = await readUploadBody(request, MAX_UPLOAD_BYTES + FRAMING_BYTES);
  if (!body) {
    fail(response, 413, '文件过大');
    request.destroy();
    return;
  }
  let form;
  try {
    // Node's own multipart parser (undici), through the fetch API's Request.
    form = await new Request('http://localhost/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    }).formData();
  } catch {
    return fail(response, 400, 'multipart 格式不正确');
  }
  // For GET /__test/requests: the form's text fields (a site owner's params among them) and the
  // header names; header values may be credentials and never reach a log.
  requestLog.push({
    method: 'POST',
    path: DIRECT_UPLOAD_PATH,
    headerNames: Object.keys(request.headers),
    fields: Object.fromEntries([...form].filter(([, value]) => typeof value === 'string')),
  });
  const file = form.get('file');
  if (!file || typeof file === 'string') return fail(response, 400, '缺少 file');
  // Screens doc section 7: this request's file_action is FILE_URL, images too.
  if (form.get('file_action') !== 'FILE_URL') return fail(response, 400, 'file_action 无效');
  const fileName = String(file.name ?? '').trim();
  if (!fileName) return fail(response, 400, '缺少文件名');
  if (isFailingName(fileName)) return fail(response, 500, FAIL_MESSAGE);
  const kept = uploads.keep({
    bytes: Buffer.from(await file.arrayBuffer()),
    fileType: form.get('file_type') || file.type,
    fileName,
    workspaceId,
    request,
  });
  ok(response, { url: kept.url, upload_file_id: kept.id });
}
