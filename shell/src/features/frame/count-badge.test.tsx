import { render, screen } from '@testing-library/react';
import { CountBadge } from './count-badge';

describe('CountBadge', () => {
  it('shows the count over its child, nothing at zero, and 99+ beyond 99', () => {
    const { rerender } = render(
      <CountBadge count={0}>
        <button type="button">Tasks</button>
      </CountBadge>,
    );
    expect(screen.queryByTestId('count-badge')).not.toBeInTheDocument();
    rerender(
      <CountBadge count={3}>
        <button type="button">Tasks</button>
      </CountBadge>,
    );
    expect(screen.getByTestId('count-badge')).toHaveTextContent(/^3$/);
    rerender(
      <CountBadge count={120}>
        <button type="button">Tasks</button>
      </CountBadge>,
    );
    expect(screen.getByTestId('count-badge')).toHaveTextContent('99+');
  });
});
