import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Runs a synthesized Lambda bundle the way the Node.js Lambda runtime does: Node's own `import()` of
 * index.mjs (native ESM, its own `import.meta.url`, bare `@aws-sdk/*` imports resolved from the node_modules
 * above the file), in a worker thread of its own, so each function keeps its module state apart, like
 * separate Lambda execution environments. (Importing it from the test file instead would run it through
 * vitest's module transform.) The worker inherits process.env at start (TABLE_NAME, emulator endpoints).
 */
export class BundleRuntime {
  private nextId = 0;
  private readonly pending = new Map<
    number,
    { resolve: (value: APIGatewayProxyStructuredResultV2) => void; reject: (error: Error) => void }
  >();

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: { id: number; result?: APIGatewayProxyStructuredResultV2; error?: string }) => {
      const call = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error !== undefined) call?.reject(new Error(message.error));
      else call?.resolve(message.result ?? {});
    });
    worker.on('error', (error) => {
      for (const call of this.pending.values()) call.reject(error);
      this.pending.clear();
    });
  }

  /** Starts a worker that imports `file` and exports its `handler` (the cold start). */
  static async start(file: string): Promise<BundleRuntime> {
    const worker = new Worker(
      `
      const { parentPort, workerData } = require('node:worker_threads');
      const loading = import(workerData.url);
      loading.then(() => parentPort.postMessage({ id: -1 }), (error) => parentPort.postMessage({ id: -1, error: String(error && error.stack || error) }));
      parentPort.on('message', async ({ id, event, context }) => {
        try {
          const { handler } = await loading;
          const result = await handler(event, { ...context, getRemainingTimeInMillis: () => 10000 });
          parentPort.postMessage({ id, result });
        } catch (error) {
          parentPort.postMessage({ id, error: String(error && error.stack || error) });
        }
      });
      `,
      { eval: true, workerData: { url: pathToFileURL(file).href } },
    );
    const runtime = new BundleRuntime(worker);
    await new Promise<void>((resolve, reject) => runtime.pending.set(-1, { resolve: () => resolve(), reject }));
    return runtime;
  }

  /** Invokes the handler with an API Gateway payload-v2 event. */
  invoke(
    event: APIGatewayProxyEventV2,
    context: { awsRequestId: string; functionName: string },
  ): Promise<APIGatewayProxyStructuredResultV2> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, event, context });
    });
  }

  /** Stops the worker. */
  async stop(): Promise<void> {
    await this.worker.terminate();
  }
}
