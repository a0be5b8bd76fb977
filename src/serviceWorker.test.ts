import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './serviceWorker';

/** A browser with a service worker container: `controlled` whether a worker controls the page already. */
function browser(controlled: boolean, readyState: DocumentReadyState = 'complete') {
  const listeners = new Map<string, () => void>();
  const container = {
    controller: controlled ? {} : null,
    register: vi.fn(() => Promise.resolve({})),
    addEventListener: (type: string, l: () => void) => listeners.set(type, l),
  };
  const reload = vi.fn();
  const onLoad: (() => void)[] = [];
  vi.stubGlobal('navigator', { serviceWorker: container });
  vi.stubGlobal('location', { reload });
  vi.stubGlobal('document', { readyState });
  vi.stubGlobal('addEventListener', (type: string, l: () => void) => type === 'load' && onLoad.push(l));
  return { container, reload, takeOver: () => listeners.get('controllerchange')?.(), load: () => onLoad.forEach((l) => l()) };
}

afterEach(() => vi.unstubAllGlobals());

describe('the service worker registration', () => {
  it("registers the build's worker once the page has loaded", () => {
    const b = browser(false, 'loading');
    registerServiceWorker('/sw.js');
    expect(b.container.register).not.toHaveBeenCalled();
    b.load();
    expect(b.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('waits, once the page has loaded, for what it is told to wait for (the first board shown)', async () => {
    const b = browser(false, 'loading');
    let shown!: () => void;
    registerServiceWorker('/sw.js', new Promise<void>((r) => (shown = r)));
    b.load();
    await Promise.resolve();
    expect(b.container.register).not.toHaveBeenCalled();
    shown();
    await vi.waitFor(() => expect(b.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' }));
  });

  it('a first visit taken over by its new worker does not reload: it is on the build the worker serves', () => {
    const b = browser(false);
    registerServiceWorker('/sw.js');
    b.takeOver();
    expect(b.reload).not.toHaveBeenCalled();
  });

  it("a page of the old build reloads once when the new build's worker takes over", () => {
    const b = browser(true);
    registerServiceWorker('/sw.js');
    b.takeOver();
    b.takeOver();
    expect(b.reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing where the browser has no service workers', () => {
    vi.stubGlobal('navigator', {});
    expect(() => registerServiceWorker('/sw.js')).not.toThrow();
  });
});
