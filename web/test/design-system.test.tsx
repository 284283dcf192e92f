import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import {
  Button,
  Dialog,
  Select,
  Skeleton,
  TextField,
  TOAST_MS,
  ToastProvider,
  useToast,
} from '../src/design';

/**
 * jsdom has no showModal or close: stand-ins that open and close the element the way the browser does, and
 * record that the dialog was opened as a modal.
 */
const modal = jest.fn();
beforeAll(() => {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      modal(this);
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    },
  });
});

describe('Button', () => {
  it.each(['primary', 'secondary', 'ghost', 'danger'] as const)(
    'renders a native button of type "button" (%s)',
    (variant) => {
      render(<Button variant={variant}>Go</Button>);
      const button = screen.getByRole('button', { name: 'Go' });
      expect(button.tagName).toBe('BUTTON');
      expect(button).toHaveAttribute('type', 'button');
      // a finger's tap, and a ring on keyboard focus
      expect(button.className).toMatch(/\bmin-h-control\b/);
      expect(button.className).toMatch(/\bfocus-visible:outline-3\b/);
    },
  );

  it('submits a form only when asked to, and is then primary by default', () => {
    const submit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={submit}>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Plain' }));
    expect(submit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Send' }).className).toMatch(/\bbg-primary\b/);
  });
});

describe('TextField', () => {
  it('names the box by its label and reads out its hint', () => {
    render(<TextField label="Name" hint="As the child is called" />);
    const box = screen.getByRole('textbox', { name: 'Name' });
    expect(box).toHaveAccessibleDescription('As the child is called');
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('wires its error to aria-describedby and aria-invalid', () => {
    render(<TextField label="Name" hint="As the child is called" error="Please write a name." />);
    const box = screen.getByRole('textbox', { name: 'Name' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('As the child is called Please write a name.');
    const ids = box.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'As the child is called',
      'Please write a name.',
    ]);
  });
});

describe('Select', () => {
  it('is a native select with its options', () => {
    render(
      <label>
        Language
        <Select defaultValue="es">
          <option value="en">English</option>
          <option value="es">Spanish</option>
        </Select>
      </label>,
    );
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveValue('es');
  });
});

describe('Dialog', () => {
  function Opener() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open</Button>
        {open && (
          <Dialog title="Enter the PIN" onClose={() => setOpen(false)}>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
          </Dialog>
        )}
      </>
    );
  }

  it('opens as a modal named by its title, closes on Escape and gives the focus back', () => {
    modal.mockClear();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Enter the PIN' });
    expect(modal).toHaveBeenCalledWith(dialog);
    expect(dialog).toHaveAttribute('open');
    screen.getByRole('button', { name: 'Cancel' }).focus();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('asks its owner to close on the browser’s cancel event instead of closing itself', () => {
    const onClose = jest.fn();
    render(
      <Dialog title="Hello" onClose={onClose}>
        text
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Hello' });
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('open');
  });
});

describe('Toast', () => {
  afterEach(() => jest.useRealTimers());

  function Saver() {
    const toast = useToast();
    return <Button onClick={() => toast('Saved!')}>Save</Button>;
  }

  it('announces a message in a live region and then goes away', () => {
    jest.useFakeTimers();
    render(
      <ToastProvider>
        <Saver />
      </ToastProvider>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Saved!');
    expect(status.closest('[aria-live="polite"]')).not.toBeNull();
    act(() => {
      jest.advanceTimersByTime(TOAST_MS);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('needs a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Saver />)).toThrow(/ToastProvider/);
  });
});

describe('Skeleton', () => {
  it('says what is loading as a busy status, or hides a bare placeholder', () => {
    const { container } = render(
      <>
        <Skeleton>Still working on it…</Skeleton>
        <Skeleton className="bare" />
      </>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Still working on it…');
    expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.bare')).toHaveAttribute('aria-hidden', 'true');
  });
});
