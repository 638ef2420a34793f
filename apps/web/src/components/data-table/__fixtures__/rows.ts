import type { DataTableColumn } from '../types.ts';

export interface Person {
  id: string;
  name: string;
  age: number | null;
  team: string;
}

/** `count` people named "Person 001"…, ages cycling 20–59, teams a/b/c. */
export function makePeople(count: number): Person[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `p${i + 1}`,
    name: `Person ${String(i + 1).padStart(3, '0')}`,
    age: 20 + (i % 40),
    team: ['a', 'b', 'c'][i % 3] ?? 'a',
  }));
}

export const personColumns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name' },
  { id: 'age', header: 'Age', cellType: 'Number' },
  { id: 'team', header: 'Team' },
];
