// The public reads of content kept ready to send by their exact address (docs/decisions/0073-public-lists-ready.md):
// once an anonymous visitor's list or record was answered through its route (validated, read, compressed), the same
// address is answered before the request hooks from the stored bytes (plugins/ready-answers.ts), until content
// changes. Only an address the route has answered is ever kept, so nothing unvalidated is looked up; a request that
// carries a session (lib/anonymous.ts) always takes the route, whose answer depends on who asks.
import { isAnonymous } from '../anonymous';
import { onContentChanged } from '../content-events';
import { readyAnswers, type Precompressed, type ReadyAnswer, type ReadyRequest } from '../precompressed';

type Answer = (request: ReadyRequest) => ReadyAnswer | undefined;
interface Entry {
  answer: Answer;
  expires: number;
}

export function readyReads(options: { maxEntries: number; ttlMs: number }) {
  // A change replaces the whole map: a read that began before it lands in the discarded map, never in the new one.
  let byScope = new WeakMap<object, Map<string, Entry>>();
  onContentChanged(() => {
    byScope = new WeakMap();
  });
  const current = (scope: object) => {
    let entries = byScope.get(scope);
    if (!entries) byScope.set(scope, (entries = new Map()));
    return entries;
  };
  return {
    /** The answer kept for this address, when the request may have it. */
    find(scope: object, request: ReadyRequest): ReadyAnswer | undefined {
      if (!isAnonymous(request)) return undefined;
      const entries = byScope.get(scope);
      const entry = entries?.get(request.url);
      if (!entry) return undefined;
      if (entry.expires <= Date.now()) {
        entries!.delete(request.url);
        return undefined;
      }
      return entry.answer(request);
    },
    /**
     * Where to keep an answer that is being read now: taken before the read, so that a change during it leaves the
     * answer out.
     */
    slot(scope: object) {
      const entries = current(scope);
      return (request: ReadyRequest, body: Precompressed, headers: readonly (readonly [string, string])[]) => {
        if (!isAnonymous(request)) return;
        entries.delete(request.url);
        entries.set(request.url, { answer: readyAnswers(body, headers), expires: Date.now() + options.ttlMs });
        if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
      };
    },
  };
}
