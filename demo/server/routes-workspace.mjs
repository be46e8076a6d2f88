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

// `points`: what one answer costs, which an AGENT_TESTING conversation shows (decision 058).
const MODELS = [
  model('Demo Pro', 'demo-pro', ['normal', 'tools'], false, 4),
  model('Demo Lite', 'demo-lite', ['normal'], true, 1),
  model('Demo Legacy', 'demo-legacy', ['normal'], true, 1),
  model('Demo Embedding', 'demo-embed', ['embedding'], true, 0),
];

function model(name, code, methodSupport, trialAvailable, points) {
  return { model: name, code, channel: 'official', methodSupport, trial_available: trialAvailable, points };
}

/** A workspace id starting with "free" is on the free plan (status 3, product code Free). */
function productService(context, match) {
  const free = decodeURIComponent(match[1]).startsWith('free');
  ok(context.response, free ? { status: 3, product_code: 'Free' } : { status: 1, product_code: 'Pro' });
}
