import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterInteraction } from './lazy-overlays.tsx';

afterEach(cleanup);

describe('AfterInteraction', () => {
  it("is nothing on the server and until the visitor's first key or pointer, then its children", () => {
    const tree = (
      <AfterInteraction>
        <p>notifications</p>
      </AfterInteraction>
    );
    expect(renderToString(tree)).toBe('');
    render(tree);
    expect(screen.queryByText('notifications')).toBeNull();
    act(() => {
      fireEvent.keyDown(document.body, { key: 'Tab' });
    });
    expect(screen.getByText('notifications')).toBeTruthy();
    // Once interacted, later mounts show their children at once.
    cleanup();
    render(tree);
    expect(screen.getByText('notifications')).toBeTruthy();
  });
});
