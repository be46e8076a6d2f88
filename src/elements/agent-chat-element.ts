import { ChatElementView } from '../ui/shell/ChatElementView';
import { createElementClass } from './create-element-class';

/** `<agent-chat>`: the full chat (conversation list, messages, input). */
export const AgentChatElementClass = createElementClass(ChatElementView);
