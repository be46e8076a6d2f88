import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { fail, ok } from './http-helpers.mjs';
import { FAIL_MESSAGE, isFailingName, readUploadBody } from './upload-body.mjs';

/**
 * A small object store standing in for the platform's cloud storage (data doc section 7,
 * "Upload"; docs/decisions/012-uploads.md). upload_sts hands out a short-lived signed token;
 * PUT /storage/{path} with `Authorization: Bearer {token}` stores bytes in memory under a path
 * inside the token's prefix (`path_prefix`, one per workspace); file_upload_oss registers a stored object and answers the file_url
 * that GET /files/{id}/{name} serves. Credentials only ever travel in headers.
 */
export const STORAGE_PATH = '/storage/';
export const FILES_PATH = '/files/';
const TOKEN_LIFETIME_MS = 15 * 60 * 1000;
/** Screens doc section 5: the default upload limit is 150 MB (0x9600000 bytes). */
export const MAX_UPLOAD_BYTES = 0x9600000;
/** Types a browser may show in place; anything else downloads (an uploaded page must not run here). */
const INLINE_TYPES = /^(?:image\/(?:png|jpeg|gif|webp|bmp)|application\/pdf|text\/plain)$/;
const MIME_PATTERN = /^[\w.+-]+\/[\w.+-]+$/;

export function createUploadStorage() {
  const secret = randomBytes(32);
  /** oss_path → { bytes, contentType, workspaceId } until registered. */
  const objects = new Map();
  /** upload_file_id → { bytes, fileType, fileName, workspaceId, fileUrl }. */
  const files = new Map();

  const sign = (text) => createHmac('sha256', secret).update(text).digest('base64url');

  function issueToken(workspaceId) {
    const expiresAt = Date.now() + TOKEN_LIFETIME_MS;
    const prefix = pathPrefixOf(workspaceId);
    const payload = Buffer.from(JSON.stringify({ workspaceId, prefix, expiresAt })).toString('base64url');
    return { token: `${payload}.${sign(payload)}`, expiresAt, prefix };
  }

  function verifyToken(token) {
    const [payload, signature, extra] = String(token ?? '').split('.');
    if (!payload || !signature || extra !== undefined) return undefined;
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return claims.expiresAt > Date.now() ? claims : undefined;
  }

  /** Keeps a file's bytes under a new unguessable id (registered, or uploaded directly). */
  function keep({ bytes, fileType, fileName, workspaceId, request }) {
    const id = randomUUID();
    const url = `${originOf(request)}${FILES_PATH}${id}/${encodeURIComponent(fileName)}`;
    const type = MIME_PATTERN.test(String(fileType)) ? String(fileType) : 'application/octet-stream';
    files.set(id, { bytes, fileType: type, fileName, workspaceId, fileUrl: url });
    return { id, url };
  }

  return {
    reset() {
      objects.clear();
      files.clear();
    },

    /** GET upload_sts: the storage endpoint on this server and a token for the workspace. */
    credentials(context) {
      const { token, expiresAt, prefix } = issueToken(context.workspaceId);
      ok(context.response, {
        endpoint: `${originOf(context.request)}${STORAGE_PATH.slice(0, -1)}`,
        token,
        path_prefix: prefix,
        expires_at: new Date(expiresAt).toISOString(),
      });
    },

    /** PUT /storage/{path}: stores the body when the token is valid and the path inside its prefix. */
    async store(request, response, pathname) {
      if (request.method !== 'PUT') return fail(response, 405, '只支持 PUT');
      const authorization = String(request.headers.authorization ?? '');
      const claims = verifyToken(authorization.replace(/^Bearer\s+/i, ''));
      if (!claims) return fail(response, 403, '上传凭证无效或已过期');
      const path = decodePath(pathname.slice(STORAGE_PATH.length));
      if (!path?.startsWith(claims.prefix)) return fail(response, 403, '上传路径不在凭证范围内');
      const bytes = await readUploadBody(request, MAX_UPLOAD_BYTES);
      if (!bytes) {
        fail(response, 413, '文件过大');
        request.destroy();
        return;
      }
      const contentType = String(request.headers['content-type'] ?? '');
      objects.set(path, { bytes, contentType, workspaceId: claims.workspaceId });
      ok(response, { oss_path: path, size: bytes.length });
    },

    /** POST file_upload_oss: registers a stored object and answers its file_url. */
    register(context) {
      const { body } = context;
      const object = objects.get(String(body.oss_path ?? ''));
      if (!object || object.workspaceId !== context.workspaceId)
        return fail(context.response, 404, '文件不存在');
      if (!['IMAGE_URL', 'FILE_URL'].includes(body.file_action))
        return fail(context.response, 400, 'file_action 无效');
      const fileName = String(body.file_name ?? '').trim();
      if (!fileName) return fail(context.response, 400, '缺少 file_name');
      if (Number(body.file_size) !== object.bytes.length)
        return fail(context.response, 400, '文件大小不一致');
      if (isFailingName(fileName)) return fail(context.response, 500, FAIL_MESSAGE);
      objects.delete(String(body.oss_path));
      const kept = keep({
        bytes: object.bytes,
        fileType: body.file_type,
        fileName,
        workspaceId: context.workspaceId,
        request: context.request,
      });
      ok(context.response, { file_url: kept.url, upload_file_id: kept.id });
    },

    keep,

    /** A registered file as a history record lists it, if it belongs to this workspace. */
    describe(id, workspaceId) {
      const file = files.get(id);
      if (!file || file.workspaceId !== workspaceId) return undefined;
      return {
        file_name: file.fileName,
        file_type: file.fileType,
        file_url: file.fileUrl,
        upload_file_id: id,
        byte_size: file.bytes.length,
      };
    },

    /** GET /files/{id}/{name}: an unguessable id is the capability, as with storage object URLs. */
    serve(response, pathname) {
      const id = pathname.slice(FILES_PATH.length).split('/')[0];
      const file = files.get(id);
      if (!file) return fail(response, 404, '文件不存在');
      const inline = INLINE_TYPES.test(file.fileType);
      response.writeHead(200, {
        'Content-Type': file.fileType,
        'Content-Length': file.bytes.length,
        'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': 'sandbox',
        'Cache-Control': 'private, max-age=3600',
      });
      response.end(file.bytes);
    },
  };
}

/**
 * Each workspace stores under its own folder, as a shared bucket would keep tenants apart; a
 * client that ignored path_prefix is refused (wire-format.md "Upload credentials").
 */
export function pathPrefixOf(workspaceId) {
  return `workspaces/${String(workspaceId).replace(/[^\w.-]+/g, '_')}/`;
}

/** The origin the client used to reach this server, so file URLs work from the page that asked. */
function originOf(request) {
  return `http://${request.headers.host ?? 'localhost'}`;
}

function decodePath(raw) {
  let path;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const segments = path.split('/');
  const unsafe = segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  return unsafe || path.includes('\0') || path.length > 512 ? undefined : path;
}
