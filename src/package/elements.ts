import { AgentBotListElementClass } from '../elements/agent-bot-list-element';
import { AgentChatElementClass } from '../elements/agent-chat-element';
import { AgentChatLauncherElementClass } from '../elements/agent-chat-launcher-element';
import type {} from '../elements/host-page-types';
import type {
  AgentBotListElement,
  AgentChatElement,
  AgentChatLauncherElement,
} from '../elements/public-types';

export type { MathToken as AgentChatFormula } from '../content/markdown/tokens';
/** The seam the optional rich file fills (decision 069; docs/elements.md, Rich answers). */
export type { RichRenderers as AgentChatRichRenderers } from '../content/rich-seam';
export type { AgentChatGlobal } from '../elements/global-api';
/**
 * The npm package's side-effect-free entry (`agent-chat/elements`): the element classes, typed as the
 * elements they create, and nothing registered until the page calls `defineAgentChatElements()`.
 * For apps that register under their own tag names or decide when the widget loads.
 */
export type * from '../elements/public-types';

/** A class whose instances are `Element` (the classes are built by factories typed as HTMLElement). */
interface ElementConstructor<Element extends HTMLElement> {
  new (): Element;
  readonly prototype: Element;
}

export const AgentChat = AgentChatElementClass as unknown as ElementConstructor<AgentChatElement>;
export const AgentChatLauncher =
  AgentChatLauncherElementClass as unknown as ElementConstructor<AgentChatLauncherElement>;
export const AgentBotList = AgentBotListElementClass as unknown as ElementConstructor<AgentBotListElement>;

/** The tag names the script-tag bundle registers; `defineAgentChatElements()` uses the same ones. */
export const AGENT_CHAT_TAGS = {
  'agent-chat': AgentChat,
  'agent-chat-launcher': AgentChatLauncher,
  'agent-bot-list': AgentBotList,
} as const;

/**
 * Registers the three elements under their usual tag names; a tag already registered (by the
 * script-tag bundle or an earlier call) is left alone, as the bundle does when loaded twice.
 */
export function defineAgentChatElements(registry: CustomElementRegistry = customElements): void {
  for (const [tag, elementClass] of Object.entries(AGENT_CHAT_TAGS)) {
    if (!registry.get(tag)) registry.define(tag, elementClass);
  }
}
