/**
 * @-mentions in the composer text (screens doc sections 4 and 5; wire-format.md, "@-mentions").
 * Pure: the composer keeps the text and caret, these say what they mean.
 */
import type { CollaboratingAgent } from './collaborating-agents';
import type { MentionCall } from './composer-input';

/** The `@query` being typed at the caret: `start` is the index of its `@`. */
export interface MentionQuery {
  start: number;
  end: number;
  query: string;
}

/**
 * The mention being typed at the caret, if any. An `@` right after a Latin letter or digit is an
 * e-mail address, not a mention; after CJK text it is one (Chinese has no spaces between words).
 */
export function mentionQueryAt(text: string, caret: number): MentionQuery | undefined {
  const before = text.slice(0, caret);
  const match = /(^|[^A-Za-z0-9_.])@([^\s@]*)$/.exec(before);
  if (!match) return undefined;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, end: caret, query };
}

/** Agents whose name or description contains the query, ignoring case (screens doc section 4). */
export function filterMentionable(
  agents: readonly CollaboratingAgent[],
  query: string,
): CollaboratingAgent[] {
  const needle = query.toLocaleLowerCase();
  if (!needle) return [...agents];
  return agents.filter(
    (agent) =>
      agent.name.toLocaleLowerCase().includes(needle) ||
      agent.description.toLocaleLowerCase().includes(needle),
  );
}

/** Replaces the typed `@query` with `@name ` and says where the caret goes. */
export function insertMention(
  text: string,
  mention: MentionQuery,
  name: string,
): { text: string; caret: number } {
  const rest = text.slice(mention.end);
  const separator = /^\s/.test(rest) ? '' : ' ';
  const inserted = `@${name}${separator}`;
  return {
    text: `${text.slice(0, mention.start)}${inserted}${rest}`,
    caret: mention.start + inserted.length + (separator ? 0 : 1),
  };
}

/**
 * The forced tool call of a message: set only when exactly one distinct agent is mentioned
 * (screens doc section 5). A mention is `@name` with no whitespace in the name, compared without
 * case; at each `@` the longest matching name wins, so `@翻译助手` is not also `@翻译`.
 */
export function mentionCallOf(text: string, agents: readonly CollaboratingAgent[]): MentionCall | undefined {
  const addressable = agents
    .filter((agent) => agent.name !== '' && !/\s/.test(agent.name))
    .sort((a, b) => b.name.length - a.name.length);
  if (addressable.length === 0) return undefined;
  const lower = text.toLocaleLowerCase();
  const mentioned = new Map<string, CollaboratingAgent>();
  for (let index = lower.indexOf('@'); index >= 0; index = lower.indexOf('@', index + 1)) {
    const agent = addressable.find((candidate) =>
      lower.startsWith(candidate.name.toLocaleLowerCase(), index + 1),
    );
    if (agent) mentioned.set(`${agent.kind}:${agent.id}`, agent);
  }
  if (mentioned.size !== 1) return undefined;
  const [agent] = [...mentioned.values()];
  if (!agent) return undefined;
  return { toolType: agent.kind === 'a2a' ? 'A2A' : 'SUB_AGENT', toolId: agent.id };
}
