import { texts } from '../i18n/texts';
import { type ModelConfig, modelConfigFromWire } from './models';
import { asNumber, asString, asText, isObject, parseTime } from './wire-values';

export type RunType = 'CHAT_CLIENT' | 'CHATBOT' | 'CLIENT_SMART_TOOLS' | 'AI_RESEARCH' | 'AGENT_TESTING';

export interface Conversation {
  id: string;
  title: string;
  latestCreateTime: number | undefined;
  runType: string | undefined;
  unreadCount: number;
  modelConfig: ModelConfig | null;
}

export function conversationFromWire(value: unknown): Conversation | undefined {
  if (!isObject(value)) return undefined;
  const id = asString(value.conversation_id) ?? asString(value.id);
  if (!id) return undefined;
  return {
    id,
    title: asText(value.title),
    latestCreateTime: parseTime(value.latest_create_time),
    runType: asString(value.run_type),
    unreadCount: asNumber(value.unread_count) ?? 0,
    modelConfig: modelConfigFromWire(value.config),
  };
}

/** Data doc section 9, "Run type listing". */
export function listedRunTypes(clientRunType: string): string[] {
  if (clientRunType === 'CHATBOT') return ['CHAT_CLIENT', 'CLIENT_SMART_TOOLS', 'AI_RESEARCH', 'CHATBOT'];
  if (clientRunType === 'CHAT_CLIENT') return ['CHATBOT', 'CLIENT_SMART_TOOLS', 'CHAT_CLIENT'];
  return [clientRunType];
}

/** Data doc section 4: '新会话' plus the count of existing conversations, no number when none. */
export function defaultConversationTitle(
  existingCount: number,
  title: string = texts.defaultConversationTitle,
): string {
  return existingCount > 0 ? `${title}${existingCount}` : title;
}
