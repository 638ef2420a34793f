// The stub's reading of ConnectWise condition text, written apart from the client's encoder.
// Node built-ins only.

type Token = { kind: 'field' | 'op' | 'value' | 'join' | 'open' | 'close' | 'comma'; text: string; value?: unknown };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i += 1;
    } else if (c === '"') {
      let out = '';
      i += 1;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === '\\' && i + 1 < text.length) i += 1;
        out += text[i];
        i += 1;
      }
      if (text[i] !== '"') throw new Error('unterminated string');
      i += 1;
      tokens.push({ kind: 'value', text: out, value: out });
    } else if (c === '[') {
      const end = text.indexOf(']', i);
      if (end < 0) throw new Error('unterminated date');
      const at = Date.parse(text.slice(i + 1, end));
      if (Number.isNaN(at)) throw new Error('bad date');
      tokens.push({ kind: 'value', text: text.slice(i, end + 1), value: new Date(at) });
      i = end + 1;
    } else if (c === '(' || c === ')' || c === ',') {
      tokens.push({ kind: c === '(' ? 'open' : c === ')' ? 'close' : 'comma', text: c });
      i += 1;
    } else if ('=!<>'.includes(c)) {
      const two = text.slice(i, i + 2);
      const op = ['!=', '<=', '>='].includes(two) ? two : c;
      if (op === '!') throw new Error('bad operator');
      tokens.push({ kind: 'op', text: op });
      i += op.length;
    } else {
      const m = /^[A-Za-z0-9_./:-]+/.exec(text.slice(i));
      if (!m) throw new Error(`unexpected ${c}`);
      const word = m[0];
      i += word.length;
      const lower = word.toLowerCase();
      const previous = tokens.at(-1);
      if (lower === 'and' || lower === 'or') tokens.push({ kind: 'join', text: lower });
      else if (['contains', 'like', 'in', 'not'].includes(lower) && previous?.kind === 'field') tokens.push({ kind: 'op', text: lower });
      else if (lower === 'in' && previous?.kind === 'op' && previous.text === 'not') previous.text = 'not in';
      else if (previous?.kind === 'op') {
        const value = lower === 'true' ? true : lower === 'false' ? false : lower === 'null' ? null : /^-?\d+(\.\d+)?$/.test(word) ? Number(word) : word;
        tokens.push({ kind: 'value', text: word, value });
      } else if (previous && previous.kind === 'open') tokens.push({ kind: 'value', text: word, value: /^-?\d+(\.\d+)?$/.test(word) ? Number(word) : word });
      else if (previous && previous.kind === 'comma') tokens.push({ kind: 'value', text: word, value: /^-?\d+(\.\d+)?$/.test(word) ? Number(word) : word });
      else tokens.push({ kind: 'field', text: word });
    }
  }
  return tokens;
}

/** Every value at a slash path; arrays on the way are walked (that is how childConditions read). */
function valuesAt(record: unknown, path: string): unknown[] {
  let current: unknown[] = [record];
  for (const key of path.split('/')) {
    const next: unknown[] = [];
    for (const item of current) {
      if (Array.isArray(item)) for (const el of item) next.push((el as Record<string, unknown> | null)?.[key]);
      else if (item && typeof item === 'object') next.push((item as Record<string, unknown>)[key]);
    }
    current = next.flatMap((v) => (Array.isArray(v) ? v : [v]));
  }
  return current;
}

const norm = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v instanceof Date ? v.getTime() : v);

function compare(actual: unknown, op: string, expected: unknown): boolean {
  if (typeof actual === 'string' && expected instanceof Date) actual = new Date(actual);
  const a = norm(actual);
  const e = norm(expected);
  switch (op) {
    case '=':
      return a === e || (a === undefined && e === null);
    case '!=':
      return a !== e;
    case '<':
      return (a as number) < (e as number);
    case '<=':
      return (a as number) <= (e as number);
    case '>':
      return (a as number) > (e as number);
    case '>=':
      return (a as number) >= (e as number);
    case 'contains':
      return typeof a === 'string' && a.includes(String(e));
    case 'like': {
      const pattern = new RegExp(
        `^${String(e)
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')}$`,
        'i',
      );
      return typeof actual === 'string' && pattern.test(actual);
    }
    default:
      return false;
  }
}

/**
 * A predicate over records from condition text; `and` binds tighter than `or`. Throws on text it
 * cannot read (the stub answers 400 then, as ConnectWise does).
 */
export function parseStubConditions(text: string): (record: unknown) => boolean {
  const tokens = tokenize(text);
  const groups: ((r: unknown) => boolean)[][] = [[]];
  let i = 0;
  while (i < tokens.length) {
    const field = tokens[i++];
    const op = tokens[i++];
    if (field?.kind !== 'field' || op?.kind !== 'op') throw new Error('expected field and operator');
    let test: (r: unknown) => boolean;
    if (op.text === 'in' || op.text === 'not in') {
      if (tokens[i++]?.kind !== 'open') throw new Error('expected (');
      const list: unknown[] = [];
      while (tokens[i] && tokens[i]!.kind !== 'close') {
        const t = tokens[i++]!;
        if (t.kind === 'value') list.push(norm(t.value));
      }
      i += 1;
      const negate = op.text === 'not in';
      test = (r) => valuesAt(r, field.text).some((v) => list.includes(norm(v))) !== negate;
    } else {
      const value = tokens[i++];
      if (value?.kind !== 'value') throw new Error('expected a value');
      test = (r) => valuesAt(r, field.text).some((v) => compare(v, op.text, value.value));
    }
    groups.at(-1)!.push(test);
    const join = tokens[i];
    if (join) {
      if (join.kind !== 'join') throw new Error('expected and/or');
      if (join.text === 'or') groups.push([]);
      i += 1;
    }
  }
  return (record) => groups.some((group) => group.every((test) => test(record)));
}
