import { agentDetail, fileSupport } from './agents.mjs';
import { ok } from './http-helpers.mjs';

/** The agent config and the workspace's models and plan (data doc section 7, "Agent and models"). */
export const WORKSPACE_ROUTES = [
  [
    'POST',
    /^agent\/detail$/,
    (context) =>
      ok(
        context.response,
        agentDetail(
          context.agentId,
          context.workspaceId,
          `http://${context.request.headers.host ?? 'localhost'}`,
        ),
      ),
  ],
  ['GET', /^llm\/active_channels$/, (context) => ok(context.response, MODELS)],
  // Models the workspace may not use; the widget hides them from the selector.
  ['GET', /^workspace\/model_limited$/, (context) => ok(context.response, ['demo-legacy'])],
  ['GET', /^product_service\/([^/]+)$/, productService],
  // wire-format.md, "Composer: file support": what the agent accepts in the composer.
  ['POST', /^chat\/agent\/file-support$/, (context) => ok(context.response, fileSupport(context.agentId))],
];

const MODELS = [
  model('Demo Pro', 'demo-pro', ['normal', 'tools'], false),
  model('Demo Lite', 'demo-lite', ['normal'], true),
  model('Demo Legacy', 'demo-legacy', ['normal'], true),
  model('Demo Embedding', 'demo-embed', ['embedding'], true),
];

function model(name, code, methodSupport, trialAvailable) {
  return { model: name, code, channel: 'official', methodSupport, trial_available: trialAvailable };
}

/** A workspace id starting with "free" is on the free plan (status 3, product code Free). */
function productService(context, match) {
  const free = decodeURIComponent(match[1]).startsWith('free');
  ok(context.response, free ? { status: 3, product_code: 'Free' } : { status: 1, product_code: 'Pro' });
}
