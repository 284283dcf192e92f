import { useId, useState } from 'react';
import { ui } from '../../lib/texts';
import { LIST_ITEM_MAX_CHARS, LIST_MAX_ITEMS } from './profile-data';
import { Button, Input } from '../../design';

interface ListFieldProps {
  label: string;
  items: string[];
  onChange: (items: string[]) => void;
  /** offered while typing (a datalist); any other text is fine too */
  suggestions?: readonly string[];
}

/**
 * A list of the profile (hobbies, fears, ...) as removable chips and a text input: Enter, the Add button or
 * leaving the input adds what was typed, so nothing typed is lost on Save.
 */
export function ListField({ label, items, onChange, suggestions }: ListFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const full = items.length >= LIST_MAX_ITEMS;

  const add = () => {
    const item = draft.trim();
    if (!item) return;
    if (!full && !items.includes(item)) onChange([...items, item]);
    setDraft('');
  };

  return (
    <div className="list-field">
      <label htmlFor={id}>{label}</label>
      {items.length > 0 && (
        <ul aria-label={label} className="chips">
          {items.map((item, index) => (
            <li key={item}>
              <span>{item}</span>
              <Button
                aria-label={ui.removeFrom(item, label)}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Input
        id={id}
        value={draft}
        maxLength={LIST_ITEM_MAX_CHARS}
        disabled={full}
        list={suggestions ? `${id}-suggestions` : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          add();
        }}
        onBlur={add}
      />
      <Button aria-label={ui.addTo(label)} onClick={add} disabled={full}>
        {ui.add}
      </Button>
      {suggestions && (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
    </div>
  );
}
