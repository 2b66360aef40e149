/**
 * A renderer for the small part of Go's text/template (with Helm's functions) that the chart uses, so
 * the chart can be tested without helm: `{{ .Path }}`, `{{- … -}}` whitespace trimming, `if`/`else`/
 * `end`, pipelines and the functions quote, default, toYaml and nindent. Anything else is refused with
 * an error instead of being rendered in some way helm would not. toYaml gives the same data as helm's,
 * not always the same text (helm sorts keys): the tests read the rendered YAML, never compare it.
 */
import { dump } from 'js-yaml';

type Scope = Record<string, unknown>;
type Node =
  | { kind: 'text'; text: string }
  | { kind: 'print'; pipeline: string }
  | { kind: 'if'; condition: string; then: Node[]; otherwise: Node[] };

interface Action {
  body: string;
  trimLeft: boolean;
  trimRight: boolean;
}

const ACTION = /\{\{(-\s)?\s*([\s\S]*?)\s*(\s-)?\}\}/g;

/** Splits a template into text and actions, trimming text next to a `{{-` or `-}}` as Go does. */
function tokenize(template: string): (string | Action)[] {
  const tokens: (string | Action)[] = [];
  let last = 0;
  for (const match of template.matchAll(ACTION)) {
    tokens.push(template.slice(last, match.index));
    tokens.push({ body: match[2], trimLeft: !!match[1], trimRight: !!match[3] });
    last = match.index + match[0].length;
  }
  tokens.push(template.slice(last));
  return tokens.map((token, index) => {
    if (typeof token !== 'string') return token;
    const before = tokens[index - 1] as Action | undefined;
    const after = tokens[index + 1] as Action | undefined;
    let text = token;
    if (before?.trimRight) text = text.trimStart();
    if (after?.trimLeft) text = text.trimEnd();
    return text;
  });
}

function parse(tokens: (string | Action)[]): Node[] {
  let position = 0;
  const block = (): { nodes: Node[]; closedBy: string } => {
    const nodes: Node[] = [];
    while (position < tokens.length) {
      const token = tokens[position++];
      if (typeof token === 'string') {
        if (token) nodes.push({ kind: 'text', text: token });
      } else if (token.body === 'end' || token.body === 'else') {
        return { nodes, closedBy: token.body };
      } else if (token.body.startsWith('if ')) {
        const then = block();
        const otherwise = then.closedBy === 'else' ? block() : { nodes: [], closedBy: then.closedBy };
        if (otherwise.closedBy !== 'end') throw new Error(`"${token.body}" is not closed by {{ end }}`);
        nodes.push({
          kind: 'if',
          condition: token.body.slice(3),
          then: then.nodes,
          otherwise: otherwise.nodes,
        });
      } else {
        nodes.push({ kind: 'print', pipeline: token.body });
      }
    }
    return { nodes, closedBy: '' };
  };
  const top = block();
  if (top.closedBy) throw new Error(`{{ ${top.closedBy} }} without an {{ if }}`);
  return top.nodes;
}

function lookup(path: string, scope: Scope): unknown {
  return path
    .slice(1)
    .split('.')
    .reduce<unknown>((value, key) => (value as Scope | undefined)?.[key], scope);
}

function argument(word: string, scope: Scope): unknown {
  if (word.startsWith('.')) return lookup(word, scope);
  if (/^"[^"]*"$/.test(word)) return word.slice(1, -1);
  if (/^\d+$/.test(word)) return Number(word);
  throw new Error(`unsupported template argument "${word}"`);
}

/** Go's truth: false, 0, nil and empty strings, lists and maps are false. */
function isTrue(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (value && typeof value === 'object') return Object.keys(value).length > 0;
  return !!value;
}

const functions: Record<string, (args: unknown[]) => unknown> = {
  quote: ([value]) => JSON.stringify(String(value ?? '')),
  default: ([fallback, value]) => (isTrue(value) ? value : fallback),
  toYaml: ([value]) => dump(value).replace(/\n$/, ''),
  nindent: ([spaces, text]) =>
    `\n${String(text)
      .split('\n')
      .map((line) => ' '.repeat(Number(spaces)) + line)
      .join('\n')}`,
};

/** `a | f x | g`: each command's result is the last argument of the next. */
function evaluate(pipeline: string, scope: Scope): unknown {
  return pipeline.split('|').reduce<unknown>((piped, command, index) => {
    const [name, ...words] = command.trim().split(/\s+/);
    const args = words.map((word) => argument(word, scope));
    if (!(name in functions)) {
      if (index > 0 || words.length > 0) throw new Error(`unsupported template function "${name}"`);
      return argument(name, scope);
    }
    return functions[name](index > 0 ? [...args, piped] : args);
  }, undefined);
}

function print(pipeline: string, scope: Scope): string {
  const value = evaluate(pipeline, scope);
  if (value === undefined || value === null) throw new Error(`no value for {{ ${pipeline} }}`);
  return String(value);
}

function renderNodes(nodes: Node[], scope: Scope): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return node.text;
      if (node.kind === 'print') return print(node.pipeline, scope);
      return renderNodes(isTrue(evaluate(node.condition, scope)) ? node.then : node.otherwise, scope);
    })
    .join('');
}

export function renderTemplate(template: string, scope: Scope): string {
  return renderNodes(parse(tokenize(template)), scope);
}
