import { asString, asText, type JsonObject, objectsIn } from './wire-values';

/** A sub-agent or A2A entry of the agent detail (wire-format.md, "Collaborating agents"). */
export interface CollaboratingAgent {
  id: string;
  name: string;
  description: string;
  icon: string;
  color: string;
  kind: 'agent' | 'a2a';
  hasSubAgent: boolean;
}

/**
 * `agents` and `a2a` of the agent detail, sub-agents first. An `a2a` entry is A2A whatever its
 * `type`; entries without an id or a name cannot be addressed and are dropped.
 */
export function collaboratorsFromDetail(detail: JsonObject): CollaboratingAgent[] {
  const subAgents = objectsIn(detail.agents).map((entry) =>
    collaboratorFromWire(entry, entry.type === 'a2a' ? 'a2a' : 'agent'),
  );
  const a2a = objectsIn(detail.a2a).map((entry) => collaboratorFromWire(entry, 'a2a'));
  return [...subAgents, ...a2a].filter((agent) => agent.id !== '' && agent.name !== '');
}

function collaboratorFromWire(entry: JsonObject, kind: CollaboratingAgent['kind']): CollaboratingAgent {
  return {
    id: asString(entry.id) ?? asText(entry.app_id),
    name: asText(entry.name).trim(),
    description: asText(entry.description),
    icon: asText(entry.icon),
    color: asText(entry.color),
    kind,
    // Some deployments send flags as 1 or "true".
    hasSubAgent: [true, 1, 'true'].includes(entry.has_sub_agent as never),
  };
}

/** The parts of a collaborator's profile its list entry already knows. */
type EntryFields = Pick<CollaboratingAgent, 'name' | 'description' | 'icon' | 'color'>;

/**
 * A collaborator's fetched details, with the name, description, icon and colour of its list entry
 * where the detail leaves them blank, so its details never show less than its entry did.
 */
export function withEntryDefaults<Profile extends EntryFields>(
  profile: Profile,
  entry: EntryFields,
): Profile {
  return {
    ...profile,
    name: profile.name || entry.name,
    description: profile.description || entry.description,
    icon: profile.icon || entry.icon,
    color: profile.color || entry.color,
  };
}
