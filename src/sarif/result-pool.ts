/**
 * Worker threads for pass 1 on large inputs. The main thread scans (fast) and ships batches of result bytes; the
 * workers parse, validate and describe them (the slow part, `JSON.parse` and ajv) and send back facts and
 * diagnostics, which the main thread applies in submission order. The same module is the workers' entry point.
 */
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, type Worker, workerData } from 'node:worker_threads';
import { startModuleWorker, WORKER_ROLES } from '../threads.js';
import type { PendingDiagnostic, ResultFacts } from './facts.js';
import { analyzeResult } from './result-facts.js';
import { ScanError } from './scanner.js';

const ROLE = WORKER_ROLES.resultPool;

export interface BatchRequest {
  id: number;
  file: string;
  run: number;
  /** Index of the batch's first result in its run. */
  first: number;
  /** The results' bytes, back to back; result k is bytes[ends[k-1] .. ends[k]). */
  bytes: Uint8Array;
  ends: Uint32Array;
  /** Absolute offset of each result in the file. */
  starts: Float64Array;
  validate: boolean;
}

export interface BatchReply {
  id: number;
  /** Facts of each result, packed: cheap to send between threads (see packFacts). */
  facts: PackedFacts;
  diagnostics: PendingDiagnostic[];
  /** The first result that is not JSON, if any: the batch stops there. */
  syntax?: { offset: number; message: string; hint?: string; pointer: string; rule: ScanError['rule'] };
  parseMs: number;
  validateMs: number;
}

/** Facts of n results: FIELDS numbers each, and the rule ids. */
export interface PackedFacts {
  numbers: Int32Array;
  ruleIds: (string | null)[];
  componentRefs: (string | null)[];
  ruleGuids: (string | null)[];
  messageIds: (string | null)[];
  uriBases: (readonly string[] | null)[];
}

const FIELDS = 12;

function packFacts(facts: ResultFacts[]): PackedFacts {
  const numbers = new Int32Array(facts.length * FIELDS);
  facts.forEach((f, k) => {
    numbers.set(
      [
        f.ruleIndex,
        f.component,
        f.level,
        f.kindFail,
        f.locations,
        f.threadFlowLocations,
        f.hasLineHash,
        f.refMask,
        f.maxArtifact,
        f.maxLogical,
        f.maxThreadFlow,
        f.maxOther,
      ],
      k * FIELDS,
    );
  });
  return {
    numbers,
    ruleIds: facts.map((f) => f.ruleId ?? null),
    componentRefs: facts.map((f) => f.componentRef ?? null),
    ruleGuids: facts.map((f) => f.ruleGuid ?? null),
    messageIds: facts.map((f) => f.messageId ?? null),
    uriBases: facts.map((f) => f.uriBases ?? null),
  };
}

export function unpackFacts(packed: PackedFacts): ResultFacts[] {
  const n = packed.numbers;
  return packed.ruleIds.map((ruleId, k) => {
    const o = k * FIELDS;
    return {
      ruleId: ruleId ?? undefined,
      componentRef: packed.componentRefs[k] ?? undefined,
      ruleGuid: packed.ruleGuids[k] ?? undefined,
      ruleIndex: n[o],
      component: n[o + 1],
      level: n[o + 2],
      kindFail: n[o + 3],
      locations: n[o + 4],
      threadFlowLocations: n[o + 5],
      hasLineHash: n[o + 6],
      refMask: n[o + 7],
      maxArtifact: n[o + 8],
      maxLogical: n[o + 9],
      maxThreadFlow: n[o + 10],
      maxOther: n[o + 11],
      messageId: packed.messageIds[k] ?? undefined,
      uriBases: packed.uriBases[k] ?? undefined,
    };
  });
}

export function processBatch(req: BatchRequest): BatchReply {
  const facts: ResultFacts[] = [];
  const reply: BatchReply = {
    id: req.id,
    facts: {
      numbers: new Int32Array(0),
      ruleIds: [],
      componentRefs: [],
      ruleGuids: [],
      messageIds: [],
      uriBases: [],
    },
    diagnostics: [],
    parseMs: 0,
    validateMs: 0,
  };
  const bytes = Buffer.from(req.bytes.buffer, req.bytes.byteOffset, req.bytes.byteLength);
  let from = 0;
  for (let k = 0; k < req.ends.length; k++) {
    const pointer = `/runs/${req.run}/results/${req.first + k}`;
    try {
      const a = analyzeResult(
        bytes.subarray(from, req.ends[k]),
        req.starts[k],
        req.file,
        pointer,
        req.validate,
      );
      facts.push(a.facts);
      for (const d of a.diagnostics) reply.diagnostics.push(d);
      reply.parseMs += a.parseMs;
      reply.validateMs += a.validateMs;
    } catch (err) {
      if (!(err instanceof ScanError)) throw err;
      const { offset, message, hint, pointer, rule } = err;
      reply.syntax = { offset, message, hint, pointer, rule };
      break;
    }
    from = req.ends[k];
  }
  reply.facts = packFacts(facts);
  return reply;
}

/** How many workers to start: one per core (the main thread's scan is light). */
export function defaultWorkerCount(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

/** A worker running this module (src/threads.ts says how, from the bundle or from the sources). */
const startWorker = (): Worker => startModuleWorker(import.meta.url, ROLE);

/** A fixed pool; replies resolve in any order, the caller awaits them in its own order. */
export class ResultPool {
  private readonly workers: Worker[] = [];
  private readonly waiting = new Map<
    number,
    { resolve: (r: BatchReply) => void; reject: (e: Error) => void }
  >();
  private next = 0;
  private failure: Error | undefined;

  constructor(size: number) {
    for (let i = 0; i < size; i++) {
      const worker = startWorker();
      worker.on('message', (reply: BatchReply) => {
        const w = this.waiting.get(reply.id);
        this.waiting.delete(reply.id);
        w?.resolve(reply);
      });
      worker.on('error', (err) => this.fail(err));
      worker.on('exit', (code) => {
        // Exiting with batches unanswered is a failure whatever the code: else their promises would never settle.
        if (code !== 0 || this.waiting.size > 0)
          this.fail(
            new Error(`result worker exited with code ${code}, ${this.waiting.size} batches unanswered`),
          );
      });
      this.workers.push(worker);
    }
  }

  private fail(err: Error): void {
    this.failure ??= err;
    for (const w of this.waiting.values()) w.reject(err);
    this.waiting.clear();
  }

  submit(req: BatchRequest): Promise<BatchReply> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting.set(req.id, { resolve, reject });
      const worker = this.workers[this.next++ % this.workers.length];
      worker.postMessage(req, [req.bytes.buffer as ArrayBuffer]);
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/**
 * The workers of one check, started once and lent to each input in turn (pass 1 reads inputs one after another).
 * Issue 21: a pool per input started its threads again for every file, 111 s for 1,000 small files with two workers.
 */
export class SharedPools {
  private readonly pools = new Map<number, ResultPool>();
  get(size: number): ResultPool {
    let pool = this.pools.get(size);
    if (!pool) this.pools.set(size, (pool = new ResultPool(size)));
    return pool;
  }
  async close(): Promise<void> {
    const pools = [...this.pools.values()];
    this.pools.clear();
    await Promise.all(pools.map((p) => p.close()));
  }
}

if (!isMainThread && (workerData as { role?: string } | undefined)?.role === ROLE) {
  parentPort!.on('message', (req: BatchRequest) => {
    const reply = processBatch(req);
    parentPort!.postMessage(reply, [reply.facts.numbers.buffer as ArrayBuffer]);
  });
}
