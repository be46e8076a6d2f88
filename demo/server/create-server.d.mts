export interface ReferenceServerOptions {
  port?: number;
  host?: string;
  rootDir?: string;
  chunkDelayMs?: number;
  accessKeys?: string[];
  tokens?: string[];
  quiet?: boolean;
}

export interface ReferenceServer {
  url: string;
  port: number;
  state: unknown;
  close(): Promise<void>;
}

export function createReferenceServer(options?: ReferenceServerOptions): Promise<ReferenceServer>;
