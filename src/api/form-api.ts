import type { FormSubmitBody } from '../model/form-submit';
import type { HttpClient } from './http-client';

/** Data doc section 7: POST /execute/form_submit/{flowId}/{recordId} with inputs and agent_inputs. */
export function submitForm(
  client: HttpClient,
  target: { flowId: string; recordId: string },
  body: FormSubmitBody,
): Promise<unknown> {
  const path = `execute/form_submit/${encodeURIComponent(target.flowId)}/${encodeURIComponent(target.recordId)}`;
  return client.request({ method: 'POST', path, body });
}
