// Minimal typings of the two embedded servers (neither ships its own).
declare module 'dynalite' {
  import type { Server } from 'node:http';
  interface Options {
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
    maxItemSizeKb?: number;
  }
  export default function dynalite(options?: Options): Server;
}
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  interface Options {
    port?: number;
    address?: string;
    directory: string;
    silent?: boolean;
    allowMismatchedSignatures?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    /** Creates the `configureBuckets` of the options (what `run()` does before it listens). */
    configureBuckets(): Promise<void>;
    /** The Koa request handler, for serving s3rver from another server without a port of its own. */
    callback(): import('node:http').RequestListener;
    logger: { close(): void };
  }
}
// jsdom ships no typings (and @types/jsdom is not a dependency): only what functions/adapters/uploads/svg.ts uses.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { close(): void };
  }
}
