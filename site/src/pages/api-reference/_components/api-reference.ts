/** Renders the OpenAPI document (GET /client/openapi.json) as a readable list of routes; text only, no HTML from the document. */
import { productClient } from '../../../lib/product-api.ts';

type Operation = {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; description?: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema: unknown }> }>;
};

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, children: Node[] = []) => {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  node.append(...children);
  return node;
};

/** Fill `[data-api-reference]` from the document. */
export async function renderApiReference(): Promise<void> {
  const root = document.querySelector<HTMLElement>('[data-api-reference]');
  if (!root) return;
  const labels = JSON.parse(root.dataset.labels ?? '{}') as Record<string, string>;
  const res = await productClient()
    ['openapi.json'].$get()
    .catch(() => undefined);
  if (!res?.ok) {
    root.textContent = labels.failed ?? '';
    return;
  }
  const doc = (await res.json()) as { paths: Record<string, Record<string, Operation>> };
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const section = el('section', undefined, [
        el('h2', undefined, [el('code', `${method.toUpperCase()} ${path}`)]),
        el('p', op.summary ?? ''),
      ]);
      section.className = 'api-route card';
      if (op.description) section.append(el('p', op.description));
      if (op.parameters?.length) {
        section.append(
          el('h3', labels.parameters),
          el(
            'ul',
            undefined,
            op.parameters.map((p) =>
              el('li', `${p.name} (${p.in}${p.required ? ', required' : ''}): ${p.description ?? ''}`),
            ),
          ),
        );
      }
      const body = op.requestBody?.content['application/json']?.schema;
      if (body) section.append(el('h3', labels.body), el('pre', JSON.stringify(body, null, 2)));
      section.append(el('h3', labels.answers));
      for (const [status, answer] of Object.entries(op.responses ?? {})) {
        const schema = answer.content?.['application/json']?.schema;
        const details = el('details', undefined, [el('summary', `${status} — ${answer.description ?? ''}`)]);
        if (schema) details.append(el('pre', JSON.stringify(schema, null, 2)));
        section.append(details);
      }
      root.append(section);
    }
  }
}
