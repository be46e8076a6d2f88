import { requireConversation } from './route-context.mjs';

/**
 * Upload calls (data doc section 7, "Upload"): upload_sts for storage credentials, then
 * file_upload_oss (Open mode) or chat/file_upload_oss (inner mode) to register the stored file.
 */
export const UPLOAD_ROUTES = [
  ['GET', /^upload_sts$/, (context) => context.uploads.credentials(context)],
  ['POST', /^(?:chat\/)?file_upload_oss$/, registerUpload],
];

function registerUpload(context) {
  if (!requireConversation(context)) return;
  context.uploads.register(context);
}
