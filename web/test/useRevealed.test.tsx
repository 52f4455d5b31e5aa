import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { FirstScreenShown } from '../src/lib/firstScreen';
import { useRevealed } from '../src/lib/useRevealed';

/** A list of `total` questions that notes how many it had at each commit. */
function List({ total, commits }: { total: number; commits: number[] }) {
  const shown = useRevealed(total);
  useEffect(() => void commits.push(shown), [shown, commits]);
  return (
    <ul aria-label="Preguntas">
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>Pregunta {i + 1}</li>
      ))}
    </ul>
  );
}

const frames = (n: number) => act(() => new Promise((resolve) => setTimeout(resolve, n * 20)));

describe('a long list rendered in parts', () => {
  // One page load: first while its first screen has not painted, then once it has.
  it('shows the first twelve at once, and the rest only once the first screen has painted, twelve per commit', async () => {
    const commits: number[] = [];
    const view = render(<List total={40} commits={commits} />);
    await frames(5);
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    view.unmount();

    commits.length = 0;
    render(
      <>
        <List total={40} commits={commits} />
        <FirstScreenShown />
      </>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(40));
    expect(screen.getAllByRole('listitem').at(-1)!.textContent).toBe('Pregunta 40');
    expect(commits).toEqual([12, 24, 36, 40]);
  });

  it('shows a short list whole', () => {
    render(<List total={5} commits={[]} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });
});
