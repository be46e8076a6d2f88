/** Types for importing the reference agent server (plain ESM JavaScript) from TypeScript tests. */
export interface ReferenceServerOptions {
  /** Port to listen on; 0 (default) picks a free port. */
  port?: number;
  /** Default '127.0.0.1'. */
  host?: string;
  /** Project root the static files are served from; default two levels above create-server.mjs. */
  rootDir?: string;
  /** Delay between streamed chunks in ms; default 25. */
  chunkDelayMs?: number;
  /** Accepted Access-Key values (Open mode); default ['demo-access-key']. */
  accessKeys?: string[];
  /** Accepted Authorization tokens (inner mode, bare or Bearer); default ['demo-token']. */
  tokens?: string[];
  /** No request logging to stdout. */
  quiet?: boolean;
}

export interface ReferenceServer {
  /** Base URL with a trailing slash, e.g. http://127.0.0.1:5180/ */
  url: string;
  port: number;
  /** The in-memory store (conversations per workspace id + agent id); shape not part of the contract. */
  state: unknown;
  close(): Promise<void>;
}

export function createReferenceServer(options?: ReferenceServerOptions): Promise<ReferenceServer>;
