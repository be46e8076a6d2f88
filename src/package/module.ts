/**
 * The npm package's main ES module (`import 'agent-chat'`): importing it registers the elements and
 * `window.AgentChat` exactly as the script-tag bundle does (the same src/index.ts), and it also
 * exports the classes of `agent-chat/elements` for code that wants them.
 */
import '../index';

export * from './elements';
