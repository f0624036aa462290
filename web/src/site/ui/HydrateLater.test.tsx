import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HydrateLater, holdLaterParts, whenLaterPartsHydrated } from './HydrateLater';

/** Says when its part has hydrated: an effect runs once the part is the browser's. */
function Hydrated({ part, onHydrated }: { part: string; onHydrated: (part: string) => void }) {
  useEffect(() => {
    onHydrated(part);
  }, [part, onHydrated]);
  return null;
}

function Page({ onTap, onHydrated }: { onTap: (part: string) => void; onHydrated: (part: string) => void }) {
  return (
    <div>
      <header>
        <button onClick={() => onTap('header')}>header</button>
        <Hydrated part="header" onHydrated={onHydrated} />
      </header>
      <HydrateLater turn={1}>
        <main>
          <button onClick={() => onTap('main')}>main</button>
          <Hydrated part="main" onHydrated={onHydrated} />
        </main>
      </HydrateLater>
      <HydrateLater turn={2}>
        <footer>
          <button onClick={() => onTap('footer')}>footer</button>
          <Hydrated part="footer" onHydrated={onHydrated} />
        </footer>
      </HydrateLater>
    </div>
  );
}

/** Lets the browser run a task (a part's turn comes in one), inside act so that React's retries are flushed. */
const oneTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('HydrateLater', () => {
  it('keeps a held part as the server wrote it through the first pass, then hydrates it in its own task', async () => {
    const taps: string[] = [];
    const hydrated: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page onTap={() => undefined} onHydrated={() => undefined} />);
    document.body.append(container);
    const [main, footer] = [container.querySelector('main')!, container.querySelector('footer')!];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    holdLaterParts(2);
    await act(async () => {
      hydrateRoot(container, <Page onTap={(part) => taps.push(part)} onHydrated={(part) => hydrated.push(part)} />);
    });
    let everything = false;
    void whenLaterPartsHydrated().then(() => (everything = true));
    // The first pass took over the header only.
    expect(hydrated).toEqual(['header']);
    // The held parts follow, each when its turn's task comes, in the page's order; then everything is said done.
    for (let task = 0; task < 20 && !everything; task++) await oneTask();
    expect(hydrated).toEqual(['header', 'main', 'footer']);
    expect(everything).toBe(true);

    for (const part of ['header', 'main', 'footer']) {
      container.querySelector<HTMLButtonElement>(`${part} button`)!.click();
    }
    expect(taps).toEqual(['header', 'main', 'footer']);
    // Taken over, not drawn again: the server's elements are still the page's, and nothing was reported.
    expect(container.querySelector('main')).toBe(main);
    expect(container.querySelector('footer')).toBe(footer);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('renders at once outside the first hydration, as on a page reached by a link', async () => {
    render(
      <HydrateLater turn={1}>
        <p>Lịch làm việc</p>
      </HydrateLater>,
    );
    expect(screen.getByText('Lịch làm việc')).toBeTruthy();
    await expect(whenLaterPartsHydrated()).resolves.toBeUndefined();
  });
});
