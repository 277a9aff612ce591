import { describe, expect, it, vi } from 'vitest';

describe('toast facade', () => {
  it('queues toasts until the toaster is mounted, then shows each once with its own options', async () => {
    vi.resetModules();
    const { toast, loadSonner, toasterReady } = await import('./toast.ts');
    const ready = toast('Chat Assistant', { id: 'chat-ready', description: 'Ready.', duration: 3000 });
    const signedOut = toast.success('Signed out', { description: 'You have successfully signed out' });
    toast.error('Old', { id: 'same' });
    toast.error('New', { id: 'same' });
    expect(ready).toBe('chat-ready');
    expect(typeof signedOut).toBe('string');

    const sonner = await loadSonner();
    // Loaded but not yet mounted: nothing reaches sonner, whose toaster would drop it.
    expect(sonner.toast.getHistory()).toHaveLength(0);

    toasterReady(sonner);
    const shown = sonner.toast.getHistory().map((t) => ({ ...t }) as Record<string, unknown>);
    expect(shown).toHaveLength(3);
    expect(shown[0]).toMatchObject({ id: 'chat-ready', title: 'Chat Assistant', duration: 3000 });
    expect(shown[1]).toMatchObject({ id: signedOut, title: 'Signed out', type: 'success' });
    expect(shown[2]).toMatchObject({ id: 'same', title: 'New', type: 'error' });

    // Once mounted, calls go straight to sonner and return its ids.
    const direct = toast.error('Later');
    expect(sonner.toast.getHistory().at(-1)).toMatchObject({ id: direct, title: 'Later', type: 'error' });
    toasterReady(sonner);
    expect(sonner.toast.getHistory()).toHaveLength(4);
  });
});
