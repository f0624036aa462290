// A stand-in for the browser's EventSource, which jsdom lacks: tests install it, then deliver server events to the
// sources the screens opened (`emit`), as GET /api/events would.
import { afterEach, beforeEach, vi } from 'vitest';

export class TestEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: TestEventSource[] = [];
  readyState = TestEventSource.OPEN;
  constructor(readonly url: string) {
    super();
    TestEventSource.opened.push(this);
  }
  close() {
    this.readyState = TestEventSource.CLOSED;
  }
}

/** Installs the stand-in for each test of the file (globals are unstubbed after each); answers `emit` and `open`. */
export function installEventSource() {
  beforeEach(() => {
    vi.stubGlobal('EventSource', TestEventSource);
  });
  afterEach(() => {
    TestEventSource.opened = [];
  });
  let id = 0;
  return {
    /** The open sources (the back office keeps at most one). */
    open: () => TestEventSource.opened.filter((source) => source.readyState !== TestEventSource.CLOSED),
    emit(type: string, data: object) {
      id += 1;
      for (const source of TestEventSource.opened) {
        if (source.readyState === TestEventSource.CLOSED) continue;
        source.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: String(id) }));
      }
    },
  };
}
