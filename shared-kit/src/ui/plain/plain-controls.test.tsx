import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MenuButton } from './menu-button.tsx';
import { PlainPopover } from './popover.tsx';
import { Segmented } from './segmented.tsx';
import { SelectMenu } from './select-menu.tsx';

describe('SelectMenu', () => {
  const options = [
    { value: 1, label: 'Drills' },
    { value: 2, label: 'Saws' },
  ];

  it('opens its list from the keyboard, moves with the arrows and picks with Enter', async () => {
    const onChange = jest.fn();
    render(<SelectMenu label="Saved filters" placeholder="Saved filters" emptyText="None" options={options} value={null} onChange={onChange} />);
    const combobox = screen.getByRole('combobox', { name: 'Saved filters' });
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Drills', 'Saws']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith(2);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows the choice, clears it, and says when there is no option', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<SelectMenu label="Saved filters" placeholder="Saved filters" emptyText="None" clearLabel="Clear" options={options} value={1} onChange={onChange} />);
    expect(screen.getByRole('combobox')).toHaveTextContent('Drills');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledWith(null);
    rerender(<SelectMenu label="Saved filters" placeholder="Saved filters" emptyText="None" options={[]} value={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox'));
    expect(screen.getByRole('listbox')).toHaveTextContent('None');
  });
});

describe('MenuButton', () => {
  it('runs the item chosen with the keyboard and closes on Escape', async () => {
    const first = jest.fn();
    const second = jest.fn();
    render(
      <MenuButton items={[{ key: 'a', label: 'Change status', onSelect: first }, { key: 'b', label: 'Delete', danger: true, onSelect: second }]}>Actions</MenuButton>,
    );
    const button = screen.getByRole('button', { name: 'Actions' });
    await userEvent.click(button);
    expect(screen.getByRole('menuitem', { name: 'Change status' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(second).toHaveBeenCalled();
    expect(first).not.toHaveBeenCalled();
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('PlainPopover', () => {
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <PlainPopover open={open} onOpenChange={setOpen} label="Filter" content={<button type="button">Inside</button>}>
          <button type="button">Add a filter</button>
        </PlainPopover>
        <p>Outside</p>
      </>
    );
  }

  it('opens from its trigger, stays open on a press inside, closes on a press outside or Escape', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a filter' }));
    expect(screen.getByRole('dialog', { name: 'Filter' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Inside' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add a filter' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Segmented', () => {
  it('is a radio group whose arrows choose the next option', async () => {
    const onChange = jest.fn();
    render(<Segmented label="Listing" options={[{ value: 'product', label: 'Products' }, { value: 'model', label: 'Models' }]} value="product" onChange={onChange} />);
    const products = screen.getByRole('radio', { name: 'Products' });
    expect(products).toHaveAttribute('aria-checked', 'true');
    products.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenCalledWith('model');
  });
});
