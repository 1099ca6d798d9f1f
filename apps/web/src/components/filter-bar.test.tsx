import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterBar } from './filter-bar.tsx';

afterEach(cleanup);

function renderBar() {
  const searches: string[] = [];
  render(
    <FilterBar label="Search the users" onSearch={(q) => searches.push(q)}>
      <label>
        Name or e-mail <input name="q" />
      </label>
      <button type="submit">Search</button>
    </FilterBar>,
  );
  const bar = screen.getByRole('search', { name: 'Search the users' }) as HTMLFormElement;
  return { bar, searches };
}

describe('the filter bar', () => {
  it('is a search landmark named by its label, handing over the words typed, trimmed, on its button', () => {
    const { bar, searches } = renderBar();
    fireEvent.change(within(bar).getByRole('textbox', { name: 'Name or e-mail' }), { target: { value: '  ana  ' } });
    fireEvent.click(within(bar).getByRole('button', { name: 'Search' }));
    expect(searches).toEqual(['ana']);
    // The page's own messages, not the browser's, say what is wrong with a search.
    expect(bar.noValidate).toBe(true);
  });

  it('hands over an empty search too (Enter on an emptied field): the whole list again', () => {
    const { bar, searches } = renderBar();
    fireEvent.submit(bar);
    expect(searches).toEqual(['']);
  });
});
