// `npm run api:docs`: writes docs/api-reference.md, the contract (api/openapi.yaml) as a page
// a lender's engineer reads without tools: the services, then one section per operation
// (method, path, parameters, body fields with their types and limits, answers by status, the
// notes on the spec). The page depends on the document alone, so it is stable.
// `--check` exits 1 when the page differs from what the document gives (npm test runs it).
// Usage: node scripts/api-docs.mjs [--check] [project root]
import { pathToFileURL } from 'node:url';
import { checkGenerated, generatedDocMain } from './lib/generated-doc.mjs';
import { DOCUMENT, deref, operationsOf, readDocument, statusOrder } from './lib/openapi.mjs';

export const OUTPUT = 'docs/api-reference.md';

const COMPONENT = '#/components/schemas/';

/** Text for one table cell: one line, pipes escaped. */
const cell = (text) =>
  String(text ?? '')
    .replace(/\s*\n\s*/g, ' ')
    .replaceAll('|', '\\|')
    .trim();
const code = (text) => `\`${String(text).replaceAll('`', "'")}\``;
const table = (head, rows) =>
  rows.length
    ? [
        `| ${head.join(' | ')} |`,
        `|${head.map(() => '---').join('|')}|`,
        ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
      ]
    : [];

/** The component's name when the schema is a ref to one. */
const refName = (schema) =>
  typeof schema?.$ref === 'string' && schema.$ref.startsWith(COMPONENT) ? schema.$ref.slice(COMPONENT.length) : null;

/** A schema's type as a reader says it: 'string', 'integer or string', 'one of `A`, `B`', 'array of string'. */
function typeOf(doc, given) {
  const schema = deref(doc, given) ?? {};
  if ('const' in schema) return `exactly ${code(JSON.stringify(schema.const))}`;
  if (schema.enum) return `one of ${schema.enum.map((v) => code(v)).join(', ')}`;
  if (schema.type === 'array') return `array of ${typeOf(doc, schema.items)}`;
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  // An object's anyOf says which fields it needs (fieldRows), not what it is.
  if (schema.type) return schema.type;
  if (schema.anyOf) return schema.anyOf.map((s) => typeOf(doc, s)).join(', or ');
  return 'any';
}

/** A schema's limits: lengths, bounds, pattern, with the message the client shows for a broken pattern. */
function limitsOf(doc, given) {
  const s = deref(doc, given) ?? {};
  const parts = [];
  if (s.minLength !== undefined && s.maxLength !== undefined) parts.push(`${s.minLength} to ${s.maxLength} characters`);
  else if (s.minLength !== undefined) parts.push(`at least ${s.minLength} character${s.minLength === 1 ? '' : 's'}`);
  else if (s.maxLength !== undefined) parts.push(`at most ${s.maxLength} characters`);
  if (s.minimum !== undefined && s.maximum !== undefined) parts.push(`${s.minimum} to ${s.maximum}`);
  else if (s.minimum !== undefined) parts.push(`≥ ${s.minimum}`);
  else if (s.maximum !== undefined) parts.push(`≤ ${s.maximum}`);
  if (s.pattern)
    parts.push(`pattern ${code(s.pattern)}${s.errorMessage?.pattern ? ` ('${s.errorMessage.pattern}')` : ''}`);
  if (s.contentMediaType) parts.push(s.contentMediaType);
  return parts.join('; ');
}

/**
 * The fields of an object schema, nested ones by their dotted path ('data.authentication.access_token',
 * 'avals[].phone'); `anyOf` branches that only require one of several fields are said as such.
 */
function fieldRows(doc, given, prefix = '', rows = []) {
  const schema = deref(doc, given) ?? {};
  const required = new Set(schema.required ?? []);
  const oneOfRequired = (schema.anyOf ?? []).flatMap((b) => (b.required?.length === 1 ? b.required : []));
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}${name}`;
    const p = deref(doc, prop) ?? {};
    const needed = required.has(name)
      ? 'yes'
      : oneOfRequired.includes(name)
        ? `this or ${oneOfRequired
            .filter((n) => n !== name)
            .map(code)
            .join(', ')}`
        : 'no';
    rows.push([
      code(path),
      typeOf(doc, prop),
      needed,
      limitsOf(doc, prop),
      p.description ?? deref(doc, prop)?.description ?? '',
    ]);
    if (p.properties) fieldRows(doc, p, `${path}.`, rows);
    const items = deref(doc, p.items);
    if (p.type === 'array' && items?.properties) fieldRows(doc, items, `${path}[].`, rows);
  }
  return rows;
}

const FIELD_HEAD = ['field', 'type', 'required', 'limits', 'notes'];

const STATUS_WORDS = { '2XX': 'any success', '4XX': 'any client error', '5XX': 'any server error' };

const AUTH_TEXT = {
  required: 'bearer `clientToken` (required)',
  optional: 'bearer `clientToken` when the client has one (not required)',
  none: 'none',
  apiKey: '`x-api-key` header',
};

/** How an operation authenticates: its own `security`, else the document's. */
function authOf(doc, op) {
  const security = op.security ?? doc.security ?? [];
  const names = security.map((s) => Object.keys(s)[0] ?? '');
  if (names.includes('apiKey')) return AUTH_TEXT.apiKey;
  if (names.includes('clientToken')) return names.includes('') ? AUTH_TEXT.optional : AUTH_TEXT.required;
  return AUTH_TEXT.none;
}

const ANSWER_TEXT = {
  required: 'required: the flow needs the fields marked required below; without them the call fails',
  optional: 'optional: `data` is read when present; a 204, an empty 200 or a 200 without `data` is a success too',
  ignored: 'ignored: nothing is read; any 2xx, with any body or none, is a success',
};

function parameterRows(doc, parameters) {
  return parameters.map((p) => [
    code(p.name),
    p.in,
    p.required ? 'yes' : 'no',
    [typeOf(doc, p.schema), limitsOf(doc, p.schema)].filter(Boolean).join('; '),
    p.description ?? '',
  ]);
}

function bodySection(doc, op) {
  const body = op.requestBody;
  if (!body) return ['**Body:** none.', ''];
  const lines = [];
  for (const [type, media] of Object.entries(body.content ?? {})) {
    const name = refName(media.schema);
    const schema = deref(doc, media.schema);
    lines.push(
      `**Body** (${code(type)}${body.required ? ', required' : ''}${name ? `, schema ${code(name)}` : ''}):` +
        (schema?.additionalProperties === false ? ' no other field is sent.' : ''),
      '',
    );
    if (schema?.description) lines.push(cell(schema.description), '');
    const rows = fieldRows(doc, schema);
    lines.push(...(rows.length ? table(FIELD_HEAD, rows) : ['An empty object, `{}`.']), '');
  }
  return lines;
}

function answersSection(doc, op) {
  const lines = ['**Answers:**', ''];
  const rows = [];
  const details = [];
  const statuses = Object.keys(op.responses ?? {}).sort((a, b) => statusOrder(a) - statusOrder(b));
  for (const status of statuses) {
    const given = op.responses[status];
    const response = deref(doc, given) ?? {};
    const media = Object.entries(response.content ?? {});
    const bodies = media.map(([type, m]) => {
      const name = refName(m.schema);
      return `${code(type)}${name ? ` ${code(name)}` : ''}`;
    });
    const label = STATUS_WORDS[status] ? `${status} (${STATUS_WORDS[status]})` : status;
    rows.push([label, response.description ?? '', bodies.length ? bodies.join(', or ') : 'no body']);
    // A success's fields are listed; failures share the error body, described once at the top.
    if (status.startsWith('2'))
      for (const [type, m] of media) {
        const fields = fieldRows(doc, m.schema);
        if (fields.length)
          details.push('', `Fields of the ${status} answer (${code(type)}):`, '', ...table(FIELD_HEAD, fields));
      }
  }
  lines.push(...table(['status', 'meaning', 'body'], rows), ...details, '');
  return lines;
}

function operationSection(doc, o) {
  const { op } = o;
  const lines = [`### ${o.id}: ${code(`${o.method} ${o.path}`)}`, '', `${op.summary}.`, ''];
  if (op.description) lines.push(op.description.trim(), '');
  if (op['x-spec-note']) lines.push(`> **Spec note.** ${op['x-spec-note']}`, '');
  lines.push(
    ...table(
      ['', ''],
      [
        ['authentication', authOf(doc, op)],
        ['answer', ANSWER_TEXT[op['x-answer']] ?? op['x-answer']],
        ['state (spec section 3)', `${code(`${op['x-slice']}.${op['x-state']}`)}`],
      ],
    ),
    '',
  );
  if (o.parameters.length)
    lines.push(
      '**Parameters:**',
      '',
      ...table(['name', 'in', 'required', 'type', 'notes'], parameterRows(doc, o.parameters)),
      '',
    );
  lines.push(...bodySection(doc, op), ...answersSection(doc, op));
  return lines;
}

/** The Markdown page. */
export function renderApiDocs(root) {
  const doc = readDocument(root);
  const ops = operationsOf(doc);
  const lines = [
    `# ${doc.info.title}`,
    '',
    `<!-- Generated by \`npm run api:docs\` from ${DOCUMENT}: do not edit by hand. Change the document, run it again and commit this page (npm test runs \`node scripts/api-docs.mjs --check\`). -->`,
    '',
    `Contract version ${doc.info.version}. ${doc.info.summary ?? ''} How to read it, and what the client requires and tolerates: [api.md](api.md).`,
    '',
    doc.info.description.trim(),
    '',
    '## The services',
    '',
  ];
  const servers = (list) =>
    list.map(
      (s) =>
        `${code(s.url)}${
          s.variables
            ? ` (${Object.entries(s.variables)
                .map(([k, v]) => `${code(k)}: ${v.description ?? ''} e.g. ${code(v.default)}`)
                .join('; ')})`
            : ''
        }: ${s.description ?? ''}`,
    );
  for (const tag of doc.tags ?? []) {
    const own = ops.find((o) => o.service === tag.name && doc.paths[o.path].servers)?.path;
    const list = own ? doc.paths[own].servers : doc.servers;
    lines.push(`**${tag.name}**: ${tag.description ?? ''}`, '', ...servers(list).map((s) => `- ${s}`), '');
  }
  const error = doc.components?.schemas?.Error;
  lines.push(
    '## Failures',
    '',
    `Every failure answers with an HTTP status and the error body ${code('Error')}: ${cell(error?.description)}`,
    '',
    ...table(FIELD_HEAD, fieldRows(doc, error)),
    '',
    'Statuses a row calls `2XX`, `4XX` or `5XX` are any status of that hundred; a status written out (`204`, `404`) takes precedence over its range.',
    '',
    '## The operations at a glance',
    '',
    ...table(
      ['operation', 'method and path', 'service', 'authentication', 'answer'],
      ops.map((o) => [
        `[${o.id}](#${anchor(`${o.id}: ${o.method} ${o.path}`)})`,
        code(`${o.method} ${o.path}`),
        o.service,
        authOf(doc, o.op),
        o.op['x-answer'],
      ]),
    ),
    '',
  );
  for (const tag of doc.tags ?? []) {
    lines.push(`## The ${tag.name} service`, '');
    for (const o of ops.filter((x) => x.service === tag.name)) lines.push(...operationSection(doc, o));
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

/** The anchor GitHub gives a heading's text: lower case, punctuation dropped, spaces as dashes. */
function anchor(text) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replaceAll(' ', '-');
}

const PAGE = { output: OUTPUT, source: DOCUMENT, command: 'npm run api:docs', render: renderApiDocs };

/** Whether the page under root is what its sources give; the message says what to do when not. */
export const checkApiDocs = (root) => checkGenerated(root, PAGE);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  generatedDocMain(PAGE, new URL('..', import.meta.url).pathname);
