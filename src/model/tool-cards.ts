import type { Skill } from './message';
import { isSearchTool } from './search-results';
import { asString, isObject } from './wire-values';

/** Which card a tool item gets (screens doc sections 3 and 4). */
export type ToolCardKind = 'search' | 'flow' | 'agent' | 'a2a' | 'tool';

export function toolCardKind(skill: Skill): ToolCardKind {
  if (isSearchTool(skill.metaData.toolName)) return 'search';
  const toolType = skill.toolType.toLowerCase();
  if (toolType === 'flow' || toolType === 'agent' || toolType === 'a2a') return toolType;
  return 'tool';
}

export function toolTitle(skill: Skill): string {
  return skill.metaData.title || skill.functionCode || skill.metaData.toolName || skill.toolType;
}

/** Screens doc section 3: a tool's raw carries execution_status.message, shown for failures. */
export function toolExecutionMessage(skill: Skill): string | undefined {
  const raw = skill.raw;
  if (!isObject(raw) || !isObject(raw.execution_status)) return undefined;
  return asString(raw.execution_status.message)?.trim() || undefined;
}

export function latestFlowMessage(skill: Skill): string | undefined {
  for (let index = skill.flowMsg.length - 1; index >= 0; index -= 1) {
    const message = skill.flowMsg[index]?.message.trim();
    if (message) return message;
  }
  return undefined;
}

/** Screens doc sections 4 and 6: the log viewer opens when logs are allowed, never while PENDING. */
export function canOpenToolLog(skill: Skill, logsAllowed: boolean): boolean {
  return logsAllowed && skill.status !== 'PENDING';
}

/** Screens doc section 6: not_show_function_call hides tool cards except those carrying a form. */
export function visibleSkills(skills: Skill[], hideFunctionCalls: boolean): Skill[] {
  return hideFunctionCalls ? skills.filter((skill) => skill.form) : skills;
}

/** The image a tool avatar may show: http(s) only, and only when stored as an image (or untyped). */
export function toolAvatarImage(skill: Skill): string {
  const { avatar, avatarType } = skill.metaData;
  if (!avatar) return '';
  if (avatarType && !/^(image|img|url|link|picture)$/i.test(avatarType)) return '';
  return /^https?:\/\//i.test(avatar.trim()) ? avatar.trim() : '';
}

/**
 * A log value as readable text: JSON (or a string holding JSON) pretty-printed with two spaces,
 * anything else as it is. The viewer renders the result as text, so nothing in it is markup.
 */
export function formatToolLogValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (!/^[[{]/.test(trimmed)) return value;
    try {
      return JSON.stringify(JSON.parse(trimmed), null, 2);
    } catch {
      return value;
    }
  }
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}
