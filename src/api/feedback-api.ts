import { asString, isObject } from '../model/wire-values';
import type { HttpClient } from './http-client';

export async function sendDislike(
  client: HttpClient,
  recordId: string,
  opinion: string,
): Promise<string | undefined> {
  const data = await client.request({
    method: 'POST',
    path: 'chat/feedback/dislike',
    body: { record_id: recordId, user_opinion: opinion },
  });
  return isObject(data) ? asString(data.feedback_id) : asString(data);
}
