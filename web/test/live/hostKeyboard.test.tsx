import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { operationNamed } from '../operations';
import { game, multipleAnswer, openHostScreen } from './hostSetup';

// The host's screen for a keyboard and a projector: the focus follows the game's next action, and only the game goes
// full screen.

describe('the host of a live game, with a keyboard and a projector', () => {
  it('keeps the keyboard on the next action: Empezar once someone joined, then Cerrar pregunta, Siguiente, Siguiente pregunta', async () => {
    const { environment, user } = await openHostScreen({});
    const stream = await operationNamed(environment, 'useLiveHostUpdatesSubscription');
    act(() => environment.mock.nextValue(stream, { data: { liveGameUpdated: game({ playerCount: 1, players: [{ nickname: 'ana' }] }) } }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Empezar' })));

    await user.keyboard('{Enter}');
    const start = await operationNamed(environment, 'useAdvanceLiveGameMutation');
    const question = game({ status: 'QUESTION', questionIndex: 0, questionTimeLeftMs: 20_000, playerCount: 1, question: multipleAnswer(false) });
    act(() => environment.mock.resolve(start, { data: { advanceLiveGame: { liveGame: question } } }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cerrar pregunta' })));

    await user.keyboard('{Enter}');
    const close = await operationNamed(environment, 'useAdvanceLiveGameMutation');
    const reveal = game({ status: 'REVEAL', questionIndex: 0, playerCount: 1, question: multipleAnswer(true), answerDistribution: [] });
    act(() => environment.mock.resolve(close, { data: { advanceLiveGame: { liveGame: reveal } } }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Siguiente' })));

    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Siguiente pregunta' }));
  });

  it('puts only the game area in full screen, not the whole page, and leaves it again', async () => {
    const fullscreen = { enabled: true, element: null as Element | null };
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => fullscreen.enabled });
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => fullscreen.element });
    const enter = vi.fn(function (this: Element) {
      fullscreen.element = this;
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    const exit = vi.fn(() => {
      fullscreen.element = null;
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    Object.defineProperty(Element.prototype, 'requestFullscreen', { configurable: true, value: enter });
    Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exit });
    try {
      const { user } = await openHostScreen({ playerCount: 1, players: [{ nickname: 'ana' }] });
      await user.click(screen.getByRole('button', { name: 'Pantalla completa' }));
      expect(enter).toHaveBeenCalledTimes(1);
      const area = enter.mock.contexts[0] as Element;
      expect(area).not.toBe(document.documentElement);
      expect(area.contains(screen.getByRole('heading', { name: 'En vivo' }))).toBe(true);
      expect(area.contains(screen.getByText('482 913'))).toBe(true);
      expect(area.contains(screen.getByRole('button', { name: 'Empezar' }))).toBe(true);

      await user.click(screen.getByRole('button', { name: 'Salir de pantalla completa' }));
      expect(exit).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: 'Pantalla completa' })).toBeTruthy();
    } finally {
      for (const name of ['fullscreenEnabled', 'fullscreenElement', 'exitFullscreen'] as const) Reflect.deleteProperty(document, name);
      Reflect.deleteProperty(Element.prototype, 'requestFullscreen');
    }
  });
});
