// A small Dockerfile reader for the checks: stages with their instructions (continuation lines joined,
// comments and heredoc bodies left out). Not a full parser; enough to see what each stage copies and runs.

export interface Instruction {
  op: string;
  args: string;
}

export interface Stage {
  name?: string;
  from: string;
  instructions: Instruction[];
}

/** Stages in order; FROM images have the global ARG defaults (those before the first FROM) filled in. */
export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const globalArgs = new Map<string, string>();
  const lines = text.split('\n');
  let heredocEnd: string | undefined;
  let pending = '';
  for (const line of lines) {
    if (heredocEnd) {
      if (line.trim() === heredocEnd) heredocEnd = undefined;
      continue;
    }
    if (!pending && (line.trim() === '' || line.trimStart().startsWith('#'))) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    const full = (pending + line).trim();
    pending = '';
    const [, op = '', args = ''] = /^(\w+)\s*(.*)$/.exec(full) ?? [];
    heredocEnd = /<<-?["']?(\w+)["']?/.exec(args)?.[1];
    const upper = op.toUpperCase();
    if (upper === 'FROM') {
      const [, image = '', name] = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(args) ?? [];
      const from = image.replace(/\$\{?(\w+)\}?/g, (ref, arg: string) => globalArgs.get(arg) ?? ref);
      stages.push({ from, name, instructions: [] });
    } else if (upper === 'ARG' && !stages.length) {
      const [arg = '', value = ''] = args.split('=');
      globalArgs.set(arg, value);
    } else if (stages.length) {
      stages[stages.length - 1].instructions.push({ op: upper, args });
    }
  }
  return stages;
}

/** The source paths of a COPY that reads the build context (not another stage, not a heredoc). */
export function contextSources(instruction: Instruction): string[] {
  if (instruction.op !== 'COPY' || /--from=|<</.test(instruction.args)) return [];
  const parts = instruction.args.split(/\s+/).filter((p) => !p.startsWith('--'));
  return parts.slice(0, -1);
}

/** The files a stage writes with `COPY <<"EOF" <path>` heredocs: destination path → content. */
export function heredocFiles(text: string, stageName: string): Map<string, string> {
  const files = new Map<string, string>();
  let stage: string | undefined;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(lines[i]);
    if (from) stage = from[1];
    const copy = /^COPY\s+<<-?["']?(\w+)["']?\s+(\S+)\s*$/.exec(lines[i]);
    if (!copy || stage !== stageName) continue;
    const end = lines.indexOf(copy[1], i + 1);
    if (end < 0) throw new Error(`Dockerfile: heredoc ${copy[1]} for ${copy[2]} is not closed`);
    files.set(copy[2], `${lines.slice(i + 1, end).join('\n')}\n`);
    i = end;
  }
  return files;
}
