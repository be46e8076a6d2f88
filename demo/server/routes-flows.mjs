import { fail, ok } from './http-helpers.mjs';
import { FLOWS, PLUGIN_TEMPLATES } from './shortcuts.mjs';

/** The forms of function shortcuts (wire-format.md, "Shortcuts"); plugin_template comes first. */
export const FLOW_ROUTES = [
  ['GET', /^flow\/plugin_template$/, (context) => ok(context.response, PLUGIN_TEMPLATES)],
  ['GET', /^flow\/([^/]+)$/, flowForm],
];

function flowForm(context, match) {
  const id = decodeURIComponent(match[1]);
  if (!Object.hasOwn(FLOWS, id)) return fail(context.response, 404, '流程不存在');
  ok(context.response, FLOWS[id]);
}
