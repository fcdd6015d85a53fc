import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { UserMenu } from './user-menu';

describe('UserMenu', () => {
  const setup = () => {
    const profile = jest.fn();
    const logout = jest.fn();
    render(
      <UserMenu
        initials="DA"
        name="admin"
        items={[
          { key: 'profile', label: 'My profile', onSelect: profile },
          { key: 'logout', label: 'Sign out', danger: true, dividerBefore: true, onSelect: logout },
        ]}
      />,
    );
    return { profile, logout, button: screen.getByRole('button', { name: 'DA admin' }) };
  };

  it('opens a menu of its items from the profile button and runs the one clicked', async () => {
    const { logout, profile, button } = setup();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['My profile', 'Sign out']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(profile).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('moves between items with the arrows, runs one with Enter, and closes on Escape back to the button', async () => {
    const { profile, button } = setup();
    await userEvent.click(button);
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(profile).toHaveBeenCalledTimes(1);
  });

  it('closes when the user presses outside it', async () => {
    const { button } = setup();
    await userEvent.click(button);
    await userEvent.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
