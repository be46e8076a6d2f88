import { asArray, asNumber, asString, asText, isObject, type JsonObject, objectsIn } from './wire-values';

/** One line of the profile's 技能 list: a flow or a utility (wire-format.md, "Agent profile"). */
export interface AgentSkill {
  kind: 'flow' | 'utility';
  /** Unique within the list (flows by id, utilities by position), for rendering keys. */
  key: string;
  name: string;
  description: string;
  icon: string;
  color: string;
}

/** The 记忆 counts: 个专业文档 and 个数据库表. */
export interface AgentMemory {
  documentCount: number;
  tableCount: number;
}

/** An Agent Go entry: an auth app whose source is weixin_kf. Links are checked where they are shown. */
export interface AgentGoEntry {
  name: string;
  url: string;
  qrCode: string;
}

const AGENT_GO_SOURCE = 'weixin_kf';

/** `flows` then `utility`, entries without a name dropped (nothing to show for them). */
export function skillsFromDetail(detail: JsonObject): AgentSkill[] {
  const flows = objectsIn(detail.flows).map(
    (flow, index): AgentSkill => ({
      kind: 'flow',
      key: `flow:${asString(flow.id) ?? index}`,
      name: asText(flow.name).trim(),
      description: asText(flow.description),
      icon: asText(flow.icon),
      color: asText(flow.color),
    }),
  );
  const utilities = objectsIn(detail.utility).map((utility, index): AgentSkill => {
    const metadata = isObject(utility.metadata) ? utility.metadata : {};
    return {
      kind: 'utility',
      key: `utility:${index}`,
      name: (asText(utility.display_name) || asText(utility.name)).trim(),
      description: asText(utility.description),
      icon: asText(metadata.icon),
      color: asText(metadata.color),
    };
  });
  return [...flows, ...utilities].filter((skill) => skill.name !== '');
}

/**
 * `config.dataset` counts its entries, or sums their `document_count` when entries give one (an
 * entry without a count still counts as one document); `config.database.table_list` counts tables.
 */
export function memoryFromConfig(config: JsonObject): AgentMemory {
  const datasets = asArray(config.dataset);
  const counts = datasets.map((entry) => (isObject(entry) ? asNumber(entry.document_count) : undefined));
  const documentCount = counts.some((count) => count !== undefined)
    ? counts.reduce<number>((sum, count) => sum + Math.max(0, Math.floor(count ?? 1)), 0)
    : datasets.length;
  const database = isObject(config.database) ? config.database : {};
  return { documentCount, tableCount: asArray(database.table_list).length };
}

/** `config.agent_auth_app`, an object or a list: its weixin_kf entries. */
export function agentGoFromConfig(config: JsonObject): AgentGoEntry[] {
  const apps = Array.isArray(config.agent_auth_app) ? config.agent_auth_app : [config.agent_auth_app];
  return apps
    .filter(isObject)
    .filter((app) => asText(app.auth_app_source).trim().toLowerCase() === AGENT_GO_SOURCE)
    .map((app) => ({
      name: asText(app.name).trim(),
      url: asText(app.url).trim(),
      qrCode: asText(app.qr_code).trim(),
    }));
}
