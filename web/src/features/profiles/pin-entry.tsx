/**
 * The PIN's digit boxes (§4): one password box per digit, and in set mode a second row to repeat the PIN.
 * Every box of both rows is one sequence: typing moves on, Backspace in an empty box goes back, the arrows
 * move, and a pasted PIN fills its row.
 */
import { useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { PIN_LENGTH } from '../../lib/constants';
import { ui } from '../../lib/texts';
import { Input } from '../../design';

const emptyPin = () => Array<string>(PIN_LENGTH).fill('');

export type PinEntry = ReturnType<typeof usePinEntry>;

/** The digits typed, in one row (`verify`) or two (`set`); `onEdit` is called when a digit changes. */
export function usePinEntry(mode: 'verify' | 'set', onEdit: () => void) {
  const [pin, setPin] = useState(emptyPin);
  const [repeat, setRepeat] = useState(emptyPin);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const rows = mode === 'set' ? [pin, repeat] : [pin];
  const setRow = [setPin, setRepeat];
  const boxCount = rows.length * PIN_LENGTH;
  const focusBox = (index: number) => boxes.current[index]?.focus();

  const clear = () => {
    setPin(emptyPin());
    setRepeat(emptyPin());
  };

  const change = (row: number, index: number, value: string) => {
    const digit = value.replace(/\D/g, '').slice(-1);
    // Only digits: anything else leaves the box as it was (the input is controlled, so it snaps back).
    if (value !== '' && !digit) return;
    onEdit();
    setRow[row]((current) => current.map((d, i) => (i === index ? digit : d)));
    const next = row * PIN_LENGTH + index + 1;
    if (digit && next < boxCount) focusBox(next);
  };

  const keyDown = (row: number, index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const at = row * PIN_LENGTH + index;
    const backToPrevious = event.key === 'Backspace' && rows[row][index] === '';
    if (backToPrevious && at > 0) {
      // Backspace in an empty box clears the one before and goes there.
      event.preventDefault();
      const previousRow = Math.floor((at - 1) / PIN_LENGTH);
      const previousIndex = (at - 1) % PIN_LENGTH;
      setRow[previousRow]((current) => current.map((d, i) => (i === previousIndex ? '' : d)));
      focusBox(at - 1);
    } else if (event.key === 'ArrowLeft' && at > 0) {
      event.preventDefault();
      focusBox(at - 1);
    } else if (event.key === 'ArrowRight' && at < boxCount - 1) {
      event.preventDefault();
      focusBox(at + 1);
    }
  };

  const paste = (row: number, index: number, event: ClipboardEvent<HTMLInputElement>) => {
    // The boxes hold one character each, so the browser would keep only the first of a pasted PIN.
    event.preventDefault();
    const text = event.clipboardData.getData('text').replace(/\s/g, '');
    if (!/^\d+$/.test(text) || text.length > PIN_LENGTH) return;
    onEdit();
    // A whole PIN fills its row from the first box; fewer digits fill on from the box pasted into.
    const start = text.length === PIN_LENGTH ? 0 : index;
    const pasted = text.slice(0, PIN_LENGTH - start);
    setRow[row]((current) =>
      current.map((d, i) => (i >= start && i < start + pasted.length ? pasted[i - start] : d)),
    );
    focusBox(Math.min(row * PIN_LENGTH + start + pasted.length, boxCount - 1));
  };

  return { pin, repeat, rows, boxes, focusBox, clear, change, keyDown, paste };
}

interface PinRowProps {
  row: number;
  label: ReactNode;
  mode: 'verify' | 'set';
  entry: PinEntry;
  disabled: boolean;
  invalid: boolean;
}

export function PinRow({ row, label, mode, entry, disabled, invalid }: PinRowProps) {
  const digitLabel = (n: number) =>
    mode === 'verify' ? ui.pinDigit(n) : row === 0 ? ui.newPinDigit(n) : ui.repeatPinDigit(n);
  return (
    <fieldset className="pin-row" disabled={disabled}>
      {label}
      <div className="pin-boxes">
        {entry.rows[row].map((digit, index) => (
          <Input
            key={`${row}-${index}`}
            ref={(element) => {
              entry.boxes.current[row * PIN_LENGTH + index] = element;
            }}
            className="pin-box"
            type="password"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            maxLength={1}
            aria-label={digitLabel(index + 1)}
            aria-invalid={invalid || undefined}
            value={digit}
            disabled={disabled}
            // Select the digit on focus so that typing replaces it (the box takes one character only).
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => entry.change(row, index, event.target.value)}
            onKeyDown={(event) => entry.keyDown(row, index, event)}
            onPaste={(event) => entry.paste(row, index, event)}
          />
        ))}
      </div>
    </fieldset>
  );
}
