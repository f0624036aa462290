// The request of a declared move (contracts' defineStates): a move with a path of its own is POSTed there with its
// body; the others share `${api}/:id/trangthai`, whose body names the move in the workflow's `by` field.
import type { Move } from '@phongkham/contracts';

export interface Workflow {
  moves: Record<string, Move<string>>;
  by: string;
}

/** Where a move on record `id` of collection `api` is sent, and its body (`extra`: what the move takes). */
export function moveRequest(workflow: Workflow, api: string, id: string, name: string, extra: object = {}) {
  const move = workflow.moves[name];
  if (move?.path) return { path: `${api}/${id}/${move.path}`, body: extra };
  return { path: `${api}/${id}/trangthai`, body: { [workflow.by]: name, ...extra } };
}
