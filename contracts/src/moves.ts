// A record's states and the moves between them, declared once beside its resource: which state each move leaves
// from, where it goes, and which grant it takes. The server's kit builds the move routes from it (409 from a wrong
// state, the move's history, activity row and live event in one transaction: server/src/lib/crud/moves.ts); the
// back office shows only the moves the record's state and the reader's grants allow (`movesFor`).
import type { z } from 'zod';
import type { PermissionFlag } from './permissions';

export interface Move<State extends string> {
  /** The states the move may leave from. */
  from: readonly State[];
  /** The state it arrives at. */
  to: State;
  /**
   * Other states the move may arrive at instead, chosen by what it does (dispensing a prescription with lines short
   * leaves it partly dispensed): the server's move writes one of them, never anything else.
   */
  outcomes?: readonly State[];
  /** The grant it takes on the resource's urls; `update` unless said. */
  flag?: PermissionFlag;
  /**
   * A move with a route of its own, `POST ${api}/:id/<path>` (signing a prescription at `/ky`), taking `body`.
   * Moves without a path share `POST ${api}/:id/trangthai`, whose body names the move in `by`.
   */
  path?: string;
  /** What a move with its own path requires in its body (a reason to void); an empty body when absent. */
  body?: z.ZodObject;
}

export interface StatesOptions<State extends string, Name extends string> {
  /** The column (and record field) that holds the state. */
  field: string;
  states: readonly State[];
  /** The moves, by name. On the shared route the body's `by` field carries the name. */
  moves: Record<Name, Move<State>>;
  /** The body field naming the move on the shared route (`trangthai` when moves are named by their target). */
  by: string;
  /** The shared route's body: `by` plus what the moves take (a note, a next-contact time). */
  body?: z.ZodObject;
  /** The 409's message (a locale key) for a move the record's state does not allow. */
  conflict: string;
}

export function defineStates<const State extends string, const Name extends string>(
  options: StatesOptions<State, Name>,
) {
  const names = Object.keys(options.moves) as Name[];
  return {
    ...options,
    names,
    /** The move a record in `state` may take under `name`, or undefined. */
    allowed(name: string, state: string): Move<State> | undefined {
      const move = (options.moves as Record<string, Move<State>>)[name];
      return move && (move.from as readonly string[]).includes(state) ? move : undefined;
    },
  };
}

export type States = ReturnType<typeof defineStates<string, string>>;

/**
 * The moves a reader may take on a record in `state`: those leaving from it whose grant the reader holds
 * (`can(flag)`). The back office offers exactly these; the server refuses the others.
 */
export function movesFor<Name extends string>(
  states: { names: readonly Name[]; moves: Record<Name, Move<string>> },
  state: string,
  can: (flag: PermissionFlag) => boolean,
): Name[] {
  return states.names.filter((name) => {
    const move = states.moves[name];
    return move.from.includes(state) && can(move.flag ?? 'update');
  });
}

/** For each state, the states its moves reach: the declaration read as a table (tests and diagrams use it). */
export function transitionsOf<State extends string>(states: {
  states: readonly State[];
  moves: Record<string, Move<State>>;
}): Record<State, readonly State[]> {
  const table = Object.fromEntries(states.states.map((state) => [state, [] as State[]])) as Record<State, State[]>;
  for (const move of Object.values(states.moves)) {
    for (const from of move.from) table[from].push(move.to, ...(move.outcomes ?? []));
  }
  return table;
}
