// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { buildCustomElementsManifest } from '../../scripts/custom-elements-manifest';
import { AGENT_CHAT_TAGS } from '../../src/package/elements';

/** The element sources as the build reads them, keyed by file name. */
const SOURCES = import.meta.glob<string>('../../src/elements/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const manifest = buildCustomElementsManifest((fileName) => {
  const text = SOURCES[`../../src/elements/${fileName}`];
  if (text === undefined) throw new Error(`no source ${fileName}`);
  return text;
});
const [elementsModule, registeringModule] = manifest.modules;
const declarations = elementsModule?.declarations ?? [];

describe('custom-elements.json', () => {
  it('declares every element the package registers, under its tag name', () => {
    expect(declarations.map((declaration) => declaration.tagName)).toEqual(Object.keys(AGENT_CHAT_TAGS));
    expect(registeringModule?.exports.map((entry) => entry.name)).toEqual(Object.keys(AGENT_CHAT_TAGS));
  });

  it("lists exactly the attributes each element's class observes", () => {
    for (const declaration of declarations) {
      const elementClass = AGENT_CHAT_TAGS[declaration.tagName as keyof typeof AGENT_CHAT_TAGS];
      const observed = (elementClass as unknown as { observedAttributes: string[] }).observedAttributes;
      expect(declaration.attributes.map((attribute) => attribute.name)).toEqual(observed);
    }
  });

  it('names only properties and methods the element classes have', () => {
    for (const declaration of declarations) {
      const prototype = AGENT_CHAT_TAGS[declaration.tagName as keyof typeof AGENT_CHAT_TAGS].prototype;
      const missing = declaration.members.filter((member) => !(member.name in prototype));
      expect(missing.map((member) => `${declaration.tagName}.${member.name}`)).toEqual([]);
      const unmirrored = declaration.attributes.filter((attribute) => !(attribute.fieldName in prototype));
      expect(unmirrored.map((attribute) => attribute.name)).toEqual([]);
    }
  });

  it('describes the attributes, the events and the elements from the doc comments of the code', () => {
    const chat = declarations.find((declaration) => declaration.tagName === 'agent-chat');
    expect(chat?.description).toContain('`<agent-chat>`');
    expect(chat?.attributes.find((attribute) => attribute.name === 'access-key')?.description).toContain(
      'Access-Key',
    );
    expect(chat?.attributes.find((attribute) => attribute.name === 'readonly')?.type.text).toBe('boolean');
    expect(chat?.events.map((event) => event.name)).toContain('chat-error');
    const botList = declarations.find((declaration) => declaration.tagName === 'agent-bot-list');
    expect(botList?.events.map((event) => event.name)).toEqual(['chat-error', 'bot-select']);
  });
});
