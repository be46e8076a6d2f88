/**
 * custom-elements.json (https://github.com/webcomponents/custom-elements-manifest), generated from the
 * code: the attribute tables the elements observe (chat-attributes.ts, login-attributes.ts), and the
 * names, types and doc comments of the public types (public-types.ts, chat-events.ts). Editors and
 * Storybook read it; tests/package/custom-elements-manifest.test.ts checks it against the classes.
 * No Node modules here, so the unit test runs it next to the element classes.
 */
import { BOOLEAN_ATTRIBUTES, CHAT_ATTRIBUTES } from '../src/elements/chat-attributes.ts';
import { LOGIN_ATTRIBUTES } from '../src/elements/login-attributes.ts';
import { declarationDescription, type InterfaceMember, interfaceMembers } from './interface-members.ts';

/** Where the classes live in the package (package.json `exports['./elements']`). */
export const ELEMENTS_MODULE = 'dist/elements.mjs';
const REGISTERING_MODULE = 'dist/agent-chat.mjs';
/** Events only `<agent-bot-list>` fires; it fires these and `chat-error` only. */
const BOT_LIST_ONLY_EVENTS = new Set(['bot-select']);
const BOT_LIST_EVENTS = new Set(['chat-error', ...BOT_LIST_ONLY_EVENTS]);

interface ElementSpecification {
  tagName: string;
  className: string;
  /** The source file and name of the declaration whose doc comment describes the element. */
  described: [file: string, name: string];
  attributes: readonly string[];
  /** The public type alias in public-types.ts whose `{ … }` members add to the chat properties. */
  typeName: string;
  events: (name: string) => boolean;
}

const propertyOf = (attribute: string) =>
  attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The bot list observes the chat's connection attributes (not the login ones) and `for`. */
export const BOT_LIST_MANIFEST_ATTRIBUTES = [
  ...CHAT_ATTRIBUTES.filter((name) => !(LOGIN_ATTRIBUTES as readonly string[]).includes(name)),
  'for',
];

export const ELEMENT_SPECIFICATIONS: readonly ElementSpecification[] = [
  {
    tagName: 'agent-chat',
    className: 'AgentChat',
    described: ['agent-chat-element.ts', 'AgentChatElementClass'],
    attributes: CHAT_ATTRIBUTES,
    typeName: 'AgentChatElement',
    events: (name) => !BOT_LIST_ONLY_EVENTS.has(name),
  },
  {
    tagName: 'agent-chat-launcher',
    className: 'AgentChatLauncher',
    described: ['agent-chat-launcher-element.tsx', 'AgentChatLauncherElementClass'],
    attributes: CHAT_ATTRIBUTES,
    typeName: 'AgentChatLauncherElement',
    events: (name) => !BOT_LIST_ONLY_EVENTS.has(name),
  },
  {
    tagName: 'agent-bot-list',
    className: 'AgentBotList',
    described: ['agent-bot-list-element.ts', 'AgentBotListElementClass'],
    attributes: BOT_LIST_MANIFEST_ATTRIBUTES,
    typeName: 'AgentBotListElement',
    events: (name) => BOT_LIST_EVENTS.has(name),
  },
];

function manifestMember(member: InterfaceMember, attributes: readonly string[]) {
  if (member.kind === 'method') {
    const parameters = member.parameters.map((parameter) => ({
      name: parameter.name,
      type: { text: parameter.type },
      ...(parameter.optional ? { optional: true } : {}),
    }));
    return {
      kind: 'method',
      name: member.name,
      description: member.description,
      parameters,
      return: { type: { text: member.type } },
    };
  }
  const attribute = attributes.find((name) => propertyOf(name) === member.name);
  return {
    kind: 'field',
    name: member.name,
    type: { text: member.type },
    description: member.description,
    ...(attribute ? { attribute } : {}),
    ...(member.readonly ? { readonly: true } : {}),
  };
}

/**
 * The manifest as a plain object. `read` returns the text of a file of src/elements by its name: the
 * build reads the disk (custom-elements-manifest-plugin.ts), the unit test imports the files `?raw`.
 */
export function buildCustomElementsManifest(read: (fileName: string) => string) {
  const publicTypes = read('public-types.ts');
  const properties = interfaceMembers(publicTypes, 'AgentChatProperties');
  const methods = interfaceMembers(publicTypes, 'AgentChatMethods');
  const events = interfaceMembers(read('chat-events.ts'), 'AgentChatEventMap');
  const declarations = ELEMENT_SPECIFICATIONS.map((element) => {
    const ownMembers = interfaceMembers(publicTypes, element.typeName);
    const isBotList = element.tagName === 'agent-bot-list';
    // Every chat property is an attribute's mirror except `getToken`; the bot list keeps the ones it observes.
    const inherited = properties.filter(
      (property) =>
        !isBotList ||
        property.name === 'getToken' ||
        element.attributes.some((name) => propertyOf(name) === property.name),
    );
    const members = [...inherited, ...(isBotList ? [] : methods), ...ownMembers];
    return {
      kind: 'class',
      customElement: true,
      name: element.className,
      tagName: element.tagName,
      description: declarationDescription(read(element.described[0]), element.described[1]),
      superclass: { name: 'HTMLElement' },
      attributes: element.attributes.map((name) => ({
        name,
        fieldName: propertyOf(name),
        type: { text: BOOLEAN_ATTRIBUTES.has(name as never) && !isBotList ? 'boolean' : 'string' },
        description: members.find((member) => member.name === propertyOf(name))?.description ?? '',
      })),
      members: members.map((member) => manifestMember(member, element.attributes)),
      events: events
        .filter((event) => element.events(event.name))
        .map((event) => ({ name: event.name, type: { text: event.type }, description: event.description })),
    };
  });
  const declarationReference = (name: string) => ({ name, module: ELEMENTS_MODULE });
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: ELEMENTS_MODULE,
        declarations,
        exports: ELEMENT_SPECIFICATIONS.map(({ className }) => ({
          kind: 'js',
          name: className,
          declaration: declarationReference(className),
        })),
      },
      {
        kind: 'javascript-module',
        path: REGISTERING_MODULE,
        declarations: [],
        exports: ELEMENT_SPECIFICATIONS.map(({ tagName, className }) => ({
          kind: 'custom-element-definition',
          name: tagName,
          declaration: declarationReference(className),
        })),
      },
    ],
  };
}
