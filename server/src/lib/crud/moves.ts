// The kit's state moves: from a resource's declared states (contracts/src/moves.ts) it registers the move routes,
// `POST ${api}/:id/trangthai` for the moves that share it and `POST ${api}/:id/<path>` for a move with its own
// (signing, voiding). Each move locks the record, refuses a move its state does not allow (409) or a grant the mover
// lacks (403), lets the module add what the move writes besides the state, and writes the change, its activity row
// and its live event in one transaction through the audited writer (writer.ts). docs/decisions/0044.
import {
  envelope,
  grantsAny,
  idParams,
  type Move,
  type PermissionFlag,
  type Resource,
  type States,
} from '@phongkham/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import type { Actor } from '../actor';
import { HttpError } from '../http-error';
import type { NewLiveEvent } from '../live-events';
import { ok } from '../reply';
import { actorClinic, clinicColumn } from './scope';
import { authorOf, writing, type KitTable, type Writer } from './writer';

/** What a module's `apply` sees of the move being made. */
export interface MoveContext<Body = Record<string, unknown>> {
  /** The move's name, as the states declare it. */
  name: string;
  move: Move<string>;
  /** The record as it was, locked until the move commits. */
  before: Record<string, unknown>;
  body: Body;
  actor: Actor;
  writer: Writer;
  /** What `ahead` read for this move before its transaction opened. */
  ahead: unknown;
}

export interface MoveRoutes {
  db: Database;
  resource: Pick<Resource, 'key' | 'api' | 'urls' | 'clinicScoped'>;
  table: KitTable;
  states: States;
  /** The record the move answers with, as the mover reads it. */
  get: (id: string, actor: Actor) => Promise<unknown>;
  /** The answer's schema (the resource's detail unless the module's record differs). */
  answer: z.ZodType;
  /**
   * The rows this actor may move besides the clinic rule (a doctor's own visits): a condition on the table, or
   * undefined for every row of the clinic. Others answer 404.
   */
  movable?: (actor: Actor, tx: Transaction) => Promise<SQL | undefined>;
  /**
   * What the move writes besides the state (a retry count, a signing time) and what else it does in the same
   * transaction: its own history rows, another module's service. May refuse with an HttpError (nothing is written).
   */
  apply?: (context: MoveContext) => Promise<Record<string, unknown> | void> | Record<string, unknown> | void;
  /**
   * What a move needs read before its transaction opens (a setting read through the pool: inside the transaction
   * it would wait for the connection the transaction holds); handed to `apply` as `ahead`.
   */
  ahead?: (name: string) => Promise<unknown>;
  /**
   * What a move writes that its history row carries by itself (the time of signing or voiding, who did it): written
   * with the move, left out of the history's fields.
   */
  stamps?: (context: MoveContext) => Record<string, unknown>;
  /** The live event each move announces, from the record as the move left it. */
  event?: (
    after: Record<string, unknown>,
    name: string,
    writer: Writer,
  ) => Promise<NewLiveEvent | null> | NewLiveEvent | null;
  /**
   * What the move does once its row is written, in the same transaction (queueing the signed record, which the
   * queue reads as signed).
   */
  written?: (after: Record<string, unknown>, context: MoveContext) => Promise<void>;
  /** What follows a move once it has committed (waking a worker for what it queued). */
  committed?: (id: string, name: string) => void;
  /** A one-line summary per move for the API's documentation. */
  summary: string;
}

const DEFAULT_FLAG: PermissionFlag = 'update';

/** A move's own body; one that requires nothing may be sent without a body at all. */
const bodyOf = (move: Move<string>) => {
  const body = move.body ?? z.object({});
  return body.safeParse({}).success ? body.optional().default({}) : body;
};

/** What making one move needs: the routes' declaration without what only the routes use (the answer). */
export type MoveSpec = Omit<MoveRoutes, 'get' | 'answer' | 'summary'>;

/**
 * Makes the move `name` on record `id` for `actor`, all in one transaction: the kit's routes call it, and so does a
 * module's own route for a move that answers something else than the record (dispensing answers its stock
 * document, 201). A move declaring `outcomes` lets `apply` choose among them by writing the state field itself.
 */
export async function makeMove(
  spec: MoveSpec,
  id: string,
  name: string,
  body: Record<string, unknown>,
  actor: Actor,
): Promise<void> {
  const { resource, states, table, db } = spec;
  const ahead = await spec.ahead?.(name);
  await writing(db, authorOf(actor), async (writer) => {
    const move = (states.moves as Record<string, Move<string>>)[name]!;
    const context = (before: Record<string, unknown>) => ({ name, move, before, body, actor, writer, ahead });
    if (!grantsAny(actor.vaitro.menu, resource.urls, move.flag ?? DEFAULT_FLAG)) {
      throw new HttpError(403, 'errors.forbidden');
    }
    const clinic = resource.clinicScoped ? actorClinic(actor) : null;
    const before = await writer.lock(
      table,
      id,
      and(
        clinic ? eq(clinicColumn(table, resource.clinicScoped!), clinic) : undefined,
        spec.movable ? await spec.movable(actor, writer.tx) : undefined,
      ),
    );
    if (!states.allowed(name, before[states.field] as string)) throw new HttpError(409, states.conflict);
    const extra = (await spec.apply?.(context(before))) ?? {};
    const chosen = extra[states.field];
    if (chosen !== undefined && chosen !== move.to && !move.outcomes?.includes(chosen as string)) {
      throw new Error(`${resource.key}: the move ${name} cannot end in ${String(chosen)}`);
    }
    // The history keeps what the mover said with the move (a note, a reason) beside the fields it changed.
    const { [states.by]: _named, ...said } = body;
    const after = await writer.update(
      table,
      id,
      { [states.field]: move.to, ...extra },
      {
        before,
        unrecorded: spec.stamps?.(context(before)),
        sau: { ...said, ...(states.by === states.field ? {} : { [states.by]: name }) },
      },
    );
    await spec.written?.(after, context(before));
    const event = await spec.event?.(after, name, writer);
    if (event) await writer.announce(event);
  });
  spec.committed?.(id, name);
}

/** Registers the routes of every declared move of a resource. */
export function registerMoves(parent: FastifyInstance, spec: MoveRoutes): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { resource, states } = spec;
  const tags = [resource.key];
  const moves = Object.entries(states.moves) as [string, Move<string>][];

  /** Makes the move `name` on record `id` for `actor` and answers the record as the mover reads it. */
  const run = async (id: string, name: string, body: Record<string, unknown>, actor: Actor) => {
    await makeMove(spec, id, name, body, actor);
    return ok(await spec.get(id, actor));
  };

  const shared = moves.filter(([, move]) => !move.path);
  if (shared.length) {
    if (!states.body) throw new Error(`${resource.key}: moves on the shared route need the states' body schema`);
    const flags = new Set(shared.map(([, move]) => move.flag ?? DEFAULT_FLAG));
    app.post(
      `${resource.api}/:id/trangthai`,
      {
        // Moves needing another grant than the route's are checked per move (run).
        config: { access: { url: resource.urls, flag: flags.size === 1 ? [...flags][0]! : DEFAULT_FLAG } },
        schema: {
          tags,
          summary: `${spec.summary} (409 when the record's state does not allow the move)`,
          params: idParams,
          body: states.body,
          response: { 200: envelope(spec.answer) },
        },
      },
      async (request) => {
        const body = request.body as Record<string, unknown>;
        const name = String(body[states.by]);
        if (!shared.some(([named]) => named === name)) throw new HttpError(409, states.conflict);
        return run(request.params.id, name, body, request.actor);
      },
    );
  }

  for (const [name, move] of moves.filter(([, declared]) => declared.path)) {
    app.post(
      `${resource.api}/:id/${move.path}`,
      {
        config: { access: { url: resource.urls, flag: move.flag ?? DEFAULT_FLAG } },
        schema: {
          tags,
          summary: `${name}: ${move.from.join(', ')} → ${move.to} (409 from any other state)`,
          params: idParams,
          body: bodyOf(move),
          response: { 200: envelope(spec.answer) },
        },
      },
      async (request) => run(request.params.id, name, (request.body ?? {}) as Record<string, unknown>, request.actor),
    );
  }
}
