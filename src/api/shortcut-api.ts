import { apiPath } from './api-path';
import type { HttpClient } from './http-client';

/** wire-format.md, "Shortcuts": a flows shortcut's form. */
export function fetchFlowForm(client: HttpClient, functionId: string): Promise<unknown> {
  return client.request({ method: 'GET', path: apiPath('flow', functionId) });
}

/** wire-format.md, "Shortcuts": every plugin's form; the caller picks its function_id. */
export function fetchPluginTemplates(client: HttpClient): Promise<unknown> {
  return client.request({ method: 'GET', path: 'flow/plugin_template' });
}
