import { asString } from '../model/wire-values';
import { answerField } from './answer-field';
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
  return answerField(data, 'feedback_id', asString);
}
