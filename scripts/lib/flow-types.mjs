// Writes src/generated/flow-types.ts: the TypeScript types of flows/flow.schema.json,
// so the engine's types cannot differ from what flows:check and editors hold the flow
// files to (src/engine/types.ts re-exports them). Each definition becomes a named type,
// its descriptions doc comments; a name the registries hold (flows/names.schema.json)
// becomes the union of those names. json-schema-to-ts's FromSchema cannot follow the
// step's if/then/else on `kind`, and is slow on a schema this size, hence this
// generator for the subset the schema uses, which fails on anything else.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const pascal = (name) => name.replace(/(^|[-_])(\w)/g, (_, __, c) => c.toUpperCase());
const doc = (text, indent = '') => (text ? `${indent}/** ${text.replaceAll('*/', '*\\/')} */\n` : '');
const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
const union = (types) => [...new Set(types)].join(' | ');

/** The TypeScript of src/generated/flow-types.ts for the project at `root`. */
export function flowTypesSource(root) {
  const read = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));
  const schema = read('flows/flow.schema.json');
  const names = read('flows/names.schema.json').definitions;
  const definitions = schema.definitions ?? {};

  /** The type of `node`; `props` resolves a `true` property (a step branch's "as in common"). */
  function typeOf(node, indent, props = {}) {
    if (node === true) return 'unknown';
    if (node.$ref) {
      const [file, pointer] = node.$ref.split('#');
      const name = pointer.split('/').at(-1);
      if (file === 'names.schema.json') return union(names[name].enum.map((n) => JSON.stringify(n)));
      if (file) throw new Error(`flow-types: a $ref to ${file} is not supported`);
      return pascal(name);
    }
    if ('const' in node) return JSON.stringify(node.const);
    if (node.enum) return union(node.enum.map((v) => JSON.stringify(v)));
    if (node.oneOf) return union(node.oneOf.map((o) => typeOf(o, indent)));
    if (Array.isArray(node.type)) return union(node.type.map((t) => typeOf({ type: t }, indent)));
    switch (node.type) {
      case 'string':
        return 'string';
      case 'integer':
      case 'number':
        return 'number';
      case 'boolean':
        return 'boolean';
      case 'array': {
        const item = typeOf(node.items ?? true, indent);
        if (node.minItems !== undefined && node.minItems === node.maxItems)
          return `[${Array.from({ length: node.minItems }, () => item).join(', ')}]`;
        return /[ |]/.test(item) ? `Array<${item}>` : `${item}[]`;
      }
      case 'object':
        return objectOf(node, indent, props);
      default:
        throw new Error(`flow-types: cannot type ${JSON.stringify(node).slice(0, 80)}`);
    }
  }

  function objectOf(node, indent, props) {
    const inner = `${indent}  `;
    const required = new Set(node.required ?? []);
    const lines = Object.entries(node.properties ?? {}).map(([name, prop]) => {
      const resolved = prop === true ? (props[name] ?? true) : prop;
      const optional = required.has(name) ? '' : '?';
      return `${doc(resolved.description, inner)}${inner}${key(name)}${optional}: ${typeOf(resolved, inner)};`;
    });
    const rest = node.additionalProperties;
    if (rest && rest !== true) {
      const value = typeOf(rest, inner);
      const keys = node.propertyNames?.enum;
      if (lines.length === 0)
        return keys
          ? `Partial<Record<${union(keys.map((k) => JSON.stringify(k)))}, ${value}>>`
          : `Record<string, ${value}>`;
      lines.push(`${inner}[name: string]: ${value};`);
    }
    return lines.length ? `{\n${lines.join('\n')}\n${indent}}` : 'Record<string, never>';
  }

  /** A step: the kinds its if/then/else tells apart, each its own type, and their union. */
  function stepTypes(name, node) {
    const common = node.allOf?.map((a) => definitions[a.$ref.split('/').at(-1)]).find(Boolean) ?? {};
    const kinds = [];
    for (let branch = node; branch?.if; branch = branch.else) {
      kinds.push({ kind: branch.if.properties.kind.const, shape: branch.then });
      if (!branch.else?.if) kinds.push({ kind: otherKind(node, kinds), shape: branch.else });
    }
    const out = kinds.map(({ kind, shape }) => {
      const typeName = `${pascal(kind)}${pascal(name)}`;
      const branch = {
        ...shape,
        properties: { ...shape.properties, kind: { const: kind } },
        required: [...(node.required ?? []), ...(shape.required ?? [])],
      };
      return `export interface ${typeName} ${objectOf(branch, '', common.properties ?? {})}\n`;
    });
    const all = kinds.map(({ kind }) => `${pascal(kind)}${pascal(name)}`);
    return `${out.join('\n')}\n${doc(node.description)}export type ${pascal(name)} = ${all.join(' | ')};\n`;
  }

  /** The kind the last `else` stands for: the one of the enum no `if` named. */
  function otherKind(node, named) {
    const left = node.properties.kind.enum.filter((k) => !named.some((n) => n.kind === k));
    if (left.length !== 1) throw new Error('flow-types: the last else must stand for one kind');
    return left[0];
  }

  const out = ['// Generated from flows/flow.schema.json by scripts/lib/flow-types.mjs. Do not edit.\n'];
  for (const [name, node] of Object.entries(definitions)) {
    if (node.if) out.push(stepTypes(name, node));
    else out.push(`${doc(node.description)}export type ${pascal(name)} = ${typeOf(node, '')};\n`);
  }
  const { $schema: _ignored, ...fileProperties } = schema.properties;
  out.push(`${doc(schema.title)}export type FlowFile = ${objectOf({ ...schema, properties: fileProperties }, '')};\n`);
  return out.join('\n');
}
