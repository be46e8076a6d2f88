import type { FormSubmitBody } from '../model/form-submit';
import { apiPath } from './api-path';
import type { HttpClient } from './http-client';

/** Data doc section 7: POST /execute/form_submit/{flowId}/{recordId} with inputs and agent_inputs. */
export function submitForm(
  client: HttpClient,
  target: { flowId: string; recordId: string },
  body: FormSubmitBody,
): Promise<unknown> {
  const path = apiPath('execute/form_submit', target.flowId, target.recordId);
  return client.request({ method: 'POST', path, body });
}
