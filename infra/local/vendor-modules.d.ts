/** Emulators that ship without type definitions: only the parts the local stack uses. */
declare module 'dynalite' {
  import type { Server } from 'node:http';

  function dynalite(options: {
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
  }): Server;
  export default dynalite;
}

declare module 'local-aws-sqs' {
  import type { Server } from 'node:http';
  export function createSqsServer(options: {
    port: number;
    hostname?: string;
    validateDlqDestination?: boolean;
    emulateQueueCreationLifecycle?: boolean;
    emulateLazyQueues?: boolean;
  }): Promise<Server>;
}
