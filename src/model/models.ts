import { format } from '../i18n/texts';
import { asNumber, asString, asStringList, asText, isObject, listOrWrapped } from './wire-values';

export interface ModelEntry {
  model: string;
  code: string;
  channel: string;
  methodSupport: string[];
  trialAvailable: boolean;
  /** What one answer of this model costs in points (decision 058); shown on AGENT_TESTING conversations. */
  points?: number;
}

export interface ModelConfig {
  model: string;
  channel: string;
}

export function modelEntryFromWire(value: unknown): ModelEntry | undefined {
  if (!isObject(value)) return undefined;
  const code = asString(value.code) ?? asString(value.model);
  if (!code) return undefined;
  const support = value.methodSupport ?? value.method_support;
  return {
    model: asText(value.model) || code,
    code,
    channel: asText(value.channel),
    methodSupport:
      typeof support === 'string' ? support.split(',').map((item) => item.trim()) : asStringList(support),
    trialAvailable: value.trial_available === true,
    points: asNumber(value.points),
  };
}

/** Data doc section 5: a workspace is on the free plan when status is 3 or product code is Free. */
export function isFreePlan(product: unknown): boolean {
  if (!isObject(product)) return false;
  return Number(product.status) === 3 || asText(product.product_code).toLowerCase() === 'free';
}

/** Screens doc section 9: the selector keeps models whose method supports tools, functions and normal. */
const SELECTABLE_METHODS = ['tools', 'functions', 'normal'];

/**
 * The models a visitor may pick: free-plan workspaces only see models with trial available, and
 * models the workspace is limited from are left out.
 */
export function selectableModels(
  entries: ModelEntry[],
  options: { freePlan: boolean; limited: string[] },
): ModelEntry[] {
  const limited = new Set(options.limited);
  return entries.filter(
    (entry) =>
      (!options.freePlan || entry.trialAvailable) &&
      !limited.has(entry.code) &&
      (entry.methodSupport.length === 0 ||
        SELECTABLE_METHODS.some((method) => entry.methodSupport.includes(method))),
  );
}

export function modelConfigFromWire(config: unknown): ModelConfig | null {
  const modelConfig = isObject(config) ? config.model_config : undefined;
  if (!isObject(modelConfig)) return null;
  const model = asString(modelConfig.model);
  return model ? { model, channel: asText(modelConfig.channel) } : null;
}

export function limitedModelCodes(payload: unknown): string[] {
  return listOrWrapped(payload, ['data_list', 'list'])
    .map((item) => (isObject(item) ? asText(item.code ?? item.model) : asText(item)))
    .filter(Boolean);
}

/**
 * Screens doc section 3: an AGENT_TESTING conversation (an agent's trial run) shows points on the
 * model selector, so whoever tests the agent sees what each model costs.
 */
export function modelOptionLabel(entry: ModelEntry, runType: string | undefined, withPoints: string): string {
  return runType === 'AGENT_TESTING' && entry.points !== undefined
    ? format(withPoints, entry.model, entry.points)
    : entry.model;
}
