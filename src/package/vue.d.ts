/**
 * Vue 3 typings for the elements (`agent-chat/vue`): add `import type {} from 'agent-chat/vue'` once (or
 * list it in tsconfig `types`), and Volar checks the attributes and `@chat-error` style listeners of
 * `<agent-chat>` in templates. Kept out of the main types so apps without Vue need nothing from it.
 * The shape follows Vue's guide "Web Components: Non-Vue Web Components and TypeScript".
 */
import type { EmitFn, HTMLAttributes, PublicProps } from 'vue';
import type {
  AgentBotListElement,
  AgentChatElement,
  AgentChatEventMap,
  AgentChatLauncherElement,
  AgentChatProperties,
} from './elements';

type AgentChatVueEvents = { [Name in keyof AgentChatEventMap]: (event: AgentChatEventMap[Name]) => void };

/** A custom element as Vue sees it: its properties as optional props, its events as emits. */
type DefineCustomElement<
  Element extends HTMLElement,
  Properties extends keyof Element,
> = new () => Element & {
  $props: HTMLAttributes & Partial<Pick<Element, Properties>> & PublicProps;
  $emit: EmitFn<AgentChatVueEvents>;
};

type BotListProperties = Exclude<
  keyof AgentChatProperties,
  'readonly' | 'showToolLogs' | 'authCode' | 'authPrefix'
>;

declare module 'vue' {
  interface GlobalComponents {
    'agent-chat': DefineCustomElement<AgentChatElement, keyof AgentChatProperties>;
    'agent-chat-launcher': DefineCustomElement<AgentChatLauncherElement, keyof AgentChatProperties>;
    'agent-bot-list': DefineCustomElement<AgentBotListElement, BotListProperties | 'for'>;
  }
}
