import {
  type AgentGoEntry,
  type AgentMemory,
  type AgentSkill,
  agentGoFromConfig,
  memoryFromConfig,
  skillsFromDetail,
} from './agent-profile';
import { type CollaboratingAgent, collaboratorsFromDetail } from './collaborating-agents';
import { type Shortcut, shortcutsFromRule } from './shortcuts';
import { asString, asStringList, asText, isObject, type JsonObject, objectsIn } from './wire-values';

export interface AgentRule {
  welcome: string;
  questionGuide: string[];
  isShowThink: boolean;
  notShowFunctionCall: boolean;
  freeModel: boolean;
  /** The agent's default model and channel, written to conversations without one. */
  model: string;
  channel: string;
  /** rule.preset_tasks_enabled: the header shows the tasks toggle (screens doc section 6). */
  presetTasksEnabled: boolean;
}

export interface AgentVariable {
  name: string;
  label: string;
  placeholder: string;
  required: boolean;
  /** Set by the platform, never shown to the visitor. */
  inner: boolean;
}

export interface AgentProfile {
  id: string;
  name: string;
  description: string;
  icon: string;
  color: string;
  developer: string;
  workspaceName: string;
  workspaceId: string;
  /** The profile panel's 技能, 记忆 and Agent Go (wire-format.md, "Agent profile"). */
  skills: AgentSkill[];
  memory: AgentMemory;
  agentGo: AgentGoEntry[];
  rule: AgentRule;
  variables: AgentVariable[];
  /** Sub-agents and A2A entries, the ones an @-mention can address. */
  collaborators: CollaboratingAgent[];
  /** config.rule.shortcuts as chips (wire-format.md, "Shortcuts"). */
  shortcuts: Shortcut[];
}

/** Agent detail payload → profile (wire-format.md, "Agent detail"). */
export function agentFromDetail(agentId: string, payload: unknown): AgentProfile {
  const detail = isObject(payload) ? payload : {};
  const application = isObject(detail.application) ? detail.application : {};
  const config = isObject(detail.config) ? detail.config : {};
  const rule: JsonObject = isObject(config.rule) ? config.rule : {};
  return {
    id: asString(application.flowId) ?? agentId,
    name: asText(application.name),
    description: asText(application.description),
    icon: asText(application.icon),
    color: asText(application.color),
    developer: asText(detail.developer),
    workspaceName: asText(detail.workspace_name).trim(),
    workspaceId: asText(detail.workspace_id),
    skills: skillsFromDetail(detail),
    memory: memoryFromConfig(config),
    agentGo: agentGoFromConfig(config),
    rule: {
      welcome: asText(rule.welcome),
      questionGuide: asStringList(rule.question_guide),
      // is_show_think defaults to showing: an agent that thinks should not hide it silently.
      isShowThink: rule.is_show_think !== false,
      notShowFunctionCall: rule.not_show_function_call === true,
      freeModel: rule.free_model === true,
      model: asText(rule.model),
      channel: asText(rule.channel),
      presetTasksEnabled: rule.preset_tasks_enabled === true,
    },
    variables: objectsIn(rule.agent_variables).map(variableFromWire),
    collaborators: collaboratorsFromDetail(detail),
    shortcuts: shortcutsFromRule(rule.shortcuts),
  };
}

function variableFromWire(value: JsonObject): AgentVariable {
  const name = asText(value.variable_name);
  return {
    name,
    label: asText(value.label) || name,
    placeholder: asText(value.placeholder),
    required: value.required === true,
    inner: value.inner_variable === true,
  };
}
