import type { ReactNode } from 'react';
import { ui } from '../../lib/texts';
import { Button } from '../../design';

export type EntryKind = keyof typeof ui.entryLabels;

interface EntriesProps<T> {
  kind: EntryKind;
  items: T[];
  onChange: (items: T[]) => void;
  blank: () => T;
  /** entries that cannot be removed (the spec's slots) and the most the server keeps */
  min: number;
  max: number;
  /** the fields of one entry; `update` merges a change into it */
  children: (item: T, update: (patch: Partial<T>) => void) => ReactNode;
}

/** Repeated entries (parents, siblings, pets, friends), each a group named 'Parent 1', ..., with add and remove. */
export function Entries<T>({ kind, items, onChange, blank, min, max, children }: EntriesProps<T>) {
  return (
    <>
      {items.map((item, index) => {
        const name = ui.entryLabels[kind](index + 1);
        const update = (patch: Partial<T>) =>
          onChange(items.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
        return (
          <fieldset key={index} className="entry">
            <legend>{name}</legend>
            {children(item, update)}
            {items.length > min && (
              <Button onClick={() => onChange(items.filter((_, i) => i !== index))}>{ui.remove(name)}</Button>
            )}
          </fieldset>
        );
      })}
      <Button onClick={() => onChange([...items, blank()])} disabled={items.length >= max}>
        {ui.addEntry[kind]}
      </Button>
    </>
  );
}
