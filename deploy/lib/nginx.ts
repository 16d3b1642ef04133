// A small reader of nginx configuration, enough for the checks: directives and blocks (quoted strings,
// comments), `include` resolved from a given set of files, and the response headers each location ends up with
// under nginx's inheritance rule for add_header (a level inherits its parent's add_header lines only if it has
// none of its own).

export interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) i++;
    else if (c === '#') while (i < text.length && text[i] !== '\n') i++;
    else if (c === '{' || c === '}' || c === ';') tokens.push(text[i++]);
    else if (c === '"' || c === "'") {
      let j = i + 1;
      let value = '';
      while (j < text.length && text[j] !== c) {
        if (text[j] === '\\' && j + 1 < text.length) j++;
        value += text[j++];
      }
      if (j >= text.length) throw new Error('nginx config: unterminated string');
      // Marked so that a quoted "{" is never taken for a block.
      tokens.push(`\u0000${value}`);
      i = j + 1;
    } else {
      let j = i;
      while (j < text.length && !/[\s{};]/.test(text[j])) j++;
      tokens.push(text.slice(i, j));
      i = j;
    }
  }
  return tokens;
}

export function parseNginx(text: string): Directive[] {
  const tokens = tokenize(text);
  let pos = 0;
  const unquote = (t: string) => (t.startsWith('\u0000') ? t.slice(1) : t);
  const parseBlock = (top: boolean): Directive[] => {
    const out: Directive[] = [];
    while (pos < tokens.length) {
      if (tokens[pos] === '}') {
        if (top) throw new Error('nginx config: unexpected }');
        pos++;
        return out;
      }
      const name = tokens[pos++];
      const args: string[] = [];
      while (pos < tokens.length && tokens[pos] !== ';' && tokens[pos] !== '{') args.push(unquote(tokens[pos++]));
      if (tokens[pos] === ';') {
        pos++;
        out.push({ name, args });
      } else if (tokens[pos] === '{') {
        pos++;
        out.push({ name, args, block: parseBlock(false) });
      } else throw new Error(`nginx config: ${name} is not ended by ; or a block`);
    }
    if (!top) throw new Error('nginx config: a block is not closed');
    return out;
  };
  return parseBlock(true);
}

/** Replaces `include <file>` by the file's directives (from `files`; an unknown file throws). */
export function resolveIncludes(directives: Directive[], files: Map<string, string>): Directive[] {
  return directives.flatMap((d) => {
    if (d.name === 'include') {
      const content = files.get(d.args[0]);
      if (content === undefined) throw new Error(`nginx config: include ${d.args[0]} is not a file of the image`);
      return resolveIncludes(parseNginx(content), files);
    }
    return [{ ...d, block: d.block && resolveIncludes(d.block, files) }];
  });
}

export interface AddedHeader {
  value: string;
  always: boolean;
}

/** The headers of each `server` and `location` (by "server" or "location <args>"), with add_header inheritance. */
export function effectiveHeaders(directives: Directive[]): Map<string, Map<string, AddedHeader>> {
  const out = new Map<string, Map<string, AddedHeader>>();
  const own = (ds: Directive[]) => {
    const headers = new Map<string, AddedHeader>();
    for (const d of ds.filter((x) => x.name === 'add_header')) headers.set(d.args[0].toLowerCase(), { value: d.args[1] ?? '', always: d.args[2] === 'always' });
    return headers;
  };
  const walk = (ds: Directive[], inherited: Map<string, AddedHeader>, where: string) => {
    const mine = own(ds);
    const effective = mine.size ? mine : inherited;
    out.set(where, effective);
    for (const d of ds.filter((x) => x.block && (x.name === 'location' || x.name === 'server'))) {
      walk(d.block!, effective, d.name === 'server' ? 'server' : `location ${d.args.join(' ')}`);
    }
  };
  for (const d of directives.filter((x) => x.name === 'server' && x.block)) walk(d.block!, own(directives), 'server');
  return out;
}
